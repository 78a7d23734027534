import { css } from '@linaria/core';
import { colors, fontSizes, radii, shadows, space } from './theme';

/**
 * The brand-coloured band that opens a booking's own pages (the upcoming reservation, the confirmation):
 * its page heading and the numbers a guest quotes to the hotel. Each page adds the spacing of what follows.
 */
export const brandBannerClass = css`
  padding: ${space.lg};
  margin-bottom: ${space.lg};
  border-radius: ${radii.card};
  /* A gold rule along the top: the brand's second colour, as decoration only. */
  border-top: 4px solid ${colors.gold};
  background: ${colors.brand};
  color: ${colors.brandText};
  box-shadow: ${shadows.raised};
  & > h1 {
    font-size: ${fontSizes.xxl};
  }
  & a,
  & a:hover {
    color: inherit;
  }
`;
