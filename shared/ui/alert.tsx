import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { colors, radii } from './theme';

const Box = styled.div`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${radii.control};
  border: 1px solid ${colors.error};
  background: ${colors.errorSurface};
  color: ${colors.ink};
`;

/** An error the user must read now; announced by screen readers as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return <Box role="alert">{children}</Box>;
}
