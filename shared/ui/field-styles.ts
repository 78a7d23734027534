import { css } from '@linaria/core';
import { colors, fontSizes, motion, radii, space } from './theme';

/** The label, control and message stack every form field of the kit shares (text, select, text area). */
export const fieldRootClass = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xxs};
  margin-bottom: ${space.md};
`;

export const fieldLabelClass = css`
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.ink};
`;

/** A field's error under it, tied to the control through `aria-describedby`. */
export const fieldErrorClass = css`
  margin: 0;
  color: ${colors.error};
  font-size: ${fontSizes.sm};
`;

/** Quieter words under a field: a hint or a character counter. */
export const fieldHintClass = css`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`;

/**
 * The frame of every field's control: the text field's row (text-field.tsx), a select, a text area. Its
 * border keeps 3:1 on the surface (WCAG 1.4.11), darkens under the pointer, and takes the accent with
 * the focus, beside the focus ring; an invalid field's border is the error's, doubled so it is not
 * told by colour alone. A function, so linaria reads it at build time and no bundle carries it.
 */
export const fieldFrameStyles = () => `
  border: 1px solid ${colors.lineStrong};
  border-radius: ${radii.control};
  background: ${colors.surface};
  color: ${colors.ink};
  transition: border-color ${motion.fast} ${motion.easeStandard}, box-shadow ${motion.fast} ${motion.easeStandard};
  &:hover {
    border-color: ${colors.ink};
  }
  &:focus,
  &:focus-within {
    border-color: ${colors.brand};
  }
  &[aria-invalid='true'],
  &[data-invalid='true'] {
    border-color: ${colors.error};
    box-shadow: inset 0 0 0 1px ${colors.error};
  }
`;

/** A select or text area framed like the text field's input. */
export const fieldControlClass = css`
  min-height: 44px;
  padding: ${space.xs} ${space.sm};
  font: inherit;
  ${fieldFrameStyles()}
`;

/** The ids of a field's control, error and hint, and the `aria-describedby` that names those shown. */
export function describedBy(id: string, { error, hint }: { error?: string | undefined; hint?: unknown }): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
