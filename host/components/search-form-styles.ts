import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../shared/ui/theme';

export const formClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & fieldset {
    margin: 0 0 1rem;
    padding: 0;
    border: none;
  }
  & legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
`;

/** Fields side by side where they fit: two columns on tablets, all in a row on desktops (compact). */
export const fieldGridClass = css`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  @media (min-width: ${breakpoints.tablet}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-layout='compact'] {
    @media (min-width: ${breakpoints.desktop}px) {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
  }
`;

export const checkboxRowClass = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 44px;
  margin-bottom: 1rem;
  & > input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

export const formActionsClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
`;
