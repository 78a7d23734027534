import { css, cx } from '@linaria/core';
import type { ButtonHTMLAttributes } from 'react';
import { colors, motion, radii, space } from './theme';
import { Spinner } from './spinner';

/**
 * The button's look, also for a link that reads as a button (`data-variant` chooses it): primary, the
 * accent filled, for the one main action of a view; secondary, outlined, beside it; quiet, text only,
 * for minor actions in a row of others.
 */
export const buttonClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 44px;
  padding: ${space.xs} ${space.lg};
  border-radius: ${radii.control};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${motion.fast} ${motion.easeStandard},
    border-color ${motion.fast} ${motion.easeStandard},
    color ${motion.fast} ${motion.easeStandard};
  &[data-variant='primary'] {
    background: ${colors.brand};
    border-color: ${colors.brand};
    color: ${colors.brandText};
  }
  &[data-variant='primary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${colors.brandHover};
    border-color: ${colors.brandHover};
    color: ${colors.brandText};
  }
  &[data-variant='secondary'] {
    background: ${colors.surface};
    border-color: ${colors.brand};
    color: ${colors.brand};
  }
  &[data-variant='secondary']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${colors.brandSurface};
    color: ${colors.brandHover};
  }
  &[data-variant='quiet'] {
    padding-inline: ${space.sm};
    background: transparent;
    color: ${colors.brand};
  }
  &[data-variant='quiet']:hover:not(:disabled, [aria-disabled='true']) {
    background: ${colors.subtle};
    color: ${colors.brandHover};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'quiet';
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
