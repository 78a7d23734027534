import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors, radii } from './theme';

const boxClass = css`
  padding: 0.75rem 1rem;
  margin-bottom: 1rem;
  border-radius: ${radii.control};
  border: 1px solid ${colors.error};
  background: ${colors.errorSurface};
  color: ${colors.ink};
  &[data-tone='warning'] {
    border-color: ${colors.warning};
    background: ${colors.warningSurface};
  }
  &[data-tone='success'] {
    border-color: ${colors.success};
    background: ${colors.successSurface};
  }
  & > strong {
    display: block;
    margin-bottom: 0.25rem;
  }
  & > p {
    margin: 0.25rem 0 0;
  }
`;

export type AlertTone = 'error' | 'warning' | 'success';

export type AlertProps = { tone: AlertTone; heading?: string; children: ReactNode };

/**
 * A message about the whole page or form. Errors interrupt screen readers (role alert, and the spec's
 * severity class `error-sev1`); warnings and successes are announced politely.
 */
export function Alert({ tone, heading, children }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} className={tone === 'error' ? `${boxClass} error-sev1` : boxClass}>
      {heading ? <strong>{heading}</strong> : null}
      {children}
    </div>
  );
}

/** An error the user must read now; announced by screen readers as soon as it appears. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return <Alert tone="error">{children}</Alert>;
}
