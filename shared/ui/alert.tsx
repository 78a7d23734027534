import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors, radii, space } from './theme';

// The tone's colour is also a thick stripe on the start edge, so the kind of message shows without reading its colour.
const boxClass = css`
  padding: ${space.sm} ${space.md};
  margin-bottom: ${space.md};
  border-radius: ${radii.control};
  border: 1px solid ${colors.error};
  border-inline-start-width: 4px;
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
    margin-bottom: ${space.xxs};
  }
  & > p {
    margin: ${space.xxs} 0 0;
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
