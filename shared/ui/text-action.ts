import { css } from '@linaria/core';
import { colors } from './theme';

/**
 * A quiet action that reads as a link, for a `<button>` or an `<a>` alike ("Not you?", "Continue as
 * guest"): underlined text, still a 44 px touch target.
 */
export const textActionClass = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${colors.ink};
  text-decoration: underline;
  cursor: pointer;
`;
