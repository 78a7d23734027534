import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../shared/ui/theme';

/**
 * A room type offered on a page (the rate list, the modify rate list, the upgrade page): its picture
 * and facts, then its rates or prices, side by side from desktops up.
 */
export const roomOfferClass = css`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  @media (min-width: ${breakpoints.desktop}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
  & h3 {
    margin: 0 0 0.5rem;
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
