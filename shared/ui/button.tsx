import { css, cx } from '@linaria/core';
import type { ButtonHTMLAttributes } from 'react';
import { colors, radii } from './theme';
import { Spinner } from './spinner';

/** The button's look, also for a link that reads as the page's main action (`data-variant` chooses the colours). */
export const buttonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border-radius: ${radii.control};
  border: 1px solid ${colors.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[data-variant='primary'] {
    background: ${colors.brand};
    color: ${colors.brandText};
  }
  &[data-variant='secondary'] {
    background: ${colors.surface};
    color: ${colors.ink};
  }
  text-decoration: none;
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  /** Shows a spinner and disables the button; the label stays so the button keeps its name. */
  isBusy?: boolean;
};

export function Button({ variant = 'primary', isBusy = false, disabled, children, type = 'button', className, ...rest }: ButtonProps) {
  return (
    <button {...rest} className={cx(buttonClass, className)} type={type} data-variant={variant} disabled={disabled || isBusy} aria-busy={isBusy || undefined}>
      {isBusy ? <Spinner /> : null}
      {children}
    </button>
  );
}
