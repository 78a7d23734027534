import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../shared/ui/theme';

/**
 * A room type offered on a page (the rate list, the modify rate list, the upgrade page): its picture
 * and facts, then its rates or prices, side by side from desktops up.
 */
export const roomOfferClass = css`
  display: grid;
  gap: 1rem 1.5rem;
  padding: 1rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgb(0 0 0 / 8%);
  @media (min-width: ${breakpoints.tablet}px) {
    padding: 1.5rem;
  }
  @media (min-width: ${breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
  & h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1.25rem;
    line-height: 1.3;
  }
  & ul {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/** A room type's bedding, size and rooms left, under its name. */
export const roomFactsClass = css`
  margin: 0 0 0.5rem;
  color: ${colors.inkMuted};
`;
