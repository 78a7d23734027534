import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';

/**
 * Spec 2.8: a 12-column grid (as the footer's) whose 1 to 4 columns share the row equally. A banner
 * with a header collapses: one column under 768 px, two from 768 to 992, all of them from 992.
 */
export const bannerClass = css`
  margin: 2rem 0;
  padding: 1.25rem 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

export const bannerGridClass = css`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: 1rem;
  & h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    min-height: 44px;
    display: flex;
    align-items: center;
  }
  & a {
    color: ${colors.ink};
  }
  &[data-columns='1'] > * {
    grid-column: span 12;
  }
  &[data-columns='2'] > * {
    grid-column: span 6;
  }
  &[data-columns='3'] > * {
    grid-column: span 4;
  }
  &[data-columns='4'] > * {
    grid-column: span 3;
  }
  &[data-dividers='true'] > * + * {
    padding-inline-start: 1rem;
    border-inline-start: 1px solid ${colors.line};
  }
  @media (max-width: ${breakpoints.desktop - 0.02}px) {
    &[data-has-heading='true'] > * {
      grid-column: span 6;
    }
    &[data-has-heading='true'][data-columns='1'] > * {
      grid-column: span 12;
    }
    /* Two to a row: a column starting a row has no line before it. */
    &[data-has-heading='true'][data-dividers='true'] > :nth-child(odd) {
      padding-inline-start: 0;
      border-inline-start: none;
    }
  }
  @media (max-width: ${breakpoints.tablet - 0.02}px) {
    &[data-has-heading='true'] > * {
      grid-column: span 12;
    }
    &[data-has-heading='true'][data-dividers='true'] > * + * {
      padding-inline-start: 0;
      border-inline-start: none;
      padding-top: 1rem;
      border-top: 1px solid ${colors.line};
    }
  }
`;
