import { css } from '@linaria/core';
import { colors, radii } from './theme';

/** The label, control and message stack every form field of the kit shares (text, select, text area). */
export const fieldRootClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 1rem;
`;

export const fieldLabelClass = css`
  font-weight: 600;
`;

/** A field's error under it, tied to the control through `aria-describedby`. */
export const fieldErrorClass = css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

/** Quieter words under a field: a hint or a character counter. */
export const fieldHintClass = css`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: 0.875rem;
`;

/** A select or text area framed like the text field's input. */
export const fieldControlClass = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: inherit;
  font: inherit;
  &:focus {
    border-color: ${colors.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${colors.error};
  }
`;

/** The ids of a field's control, error and hint, and the `aria-describedby` that names those shown. */
export function describedBy(id: string, { error, hint }: { error?: string | undefined; hint?: unknown }): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
