import { css } from '@linaria/core';
import { colors, motion } from './theme';

/**
 * A quiet action that reads as a link, for a `<button>` or an `<a>` alike ("Not you?", "Continue as
 * guest"): accent-coloured underlined text, still a 44 px touch target. It keeps its underline at rest:
 * it often sits beside plain words, and colour alone must not be what marks it (WCAG 1.4.1).
 */
export const textActionClass = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${colors.brand};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  cursor: pointer;
  transition: color ${motion.fast} ${motion.easeStandard};
  &:hover {
    color: ${colors.brandHover};
    text-decoration-thickness: 2px;
  }
`;
