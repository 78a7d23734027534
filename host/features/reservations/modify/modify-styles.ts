import { css } from '@linaria/core';
import { breakpoints } from '../../../../shared/ui/theme';

/** The confirm-changes modal's two sides: one column on phones, side by side from tablets. */
export const sideBySideClass = css`
  display: grid;
  gap: 1rem;
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  & h3 {
    margin: 0 0 0.5rem;
    font-size: 1.0625rem;
  }
`;

/** The price difference under the two sides. */
export const differenceClass = css`
  font-size: 1.125rem;
`;

/** The modify rate list's banner: its heading and the room it changes. */
export const bannerClass = css`
  & > h1 {
    margin: 0 0 0.5rem;
  }
  & > p {
    margin: 0;
  }
`;
