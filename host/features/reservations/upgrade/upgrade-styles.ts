import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../../../shared/ui/theme';

/** A better room on the upgrade page: its picture beside its facts and prices from desktops up. */
export const upgradeCardClass = css`
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
  & button {
    margin: 0 0.75rem 0.75rem 0;
  }
`;

export const upgradeFactsClass = css`
  margin: 0 0 0.5rem;
  color: ${colors.inkMuted};
`;
