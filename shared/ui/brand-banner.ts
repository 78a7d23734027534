import { css } from '@linaria/core';
import { colors, radii } from './theme';

/**
 * The brand-coloured band that opens a booking's own pages (the upcoming reservation, the confirmation):
 * its page heading and the numbers a guest quotes to the hotel. Each page adds the spacing of what follows.
 */
export const brandBannerClass = css`
  padding: 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.brand};
  color: ${colors.brandText};
  & > h1 {
    font-size: 1.75rem;
  }
  & a {
    color: inherit;
  }
`;
