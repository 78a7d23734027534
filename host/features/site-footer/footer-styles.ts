import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../../../shared/ui/theme';

export const footerClass = css`
  padding: 2rem 1rem 1.5rem;
  line-height: 1.4;
  background: ${colors.brand};
  color: ${colors.brandText};
  font-size: 0.875rem;
  & a,
  & button {
    color: inherit;
  }
  & a {
    text-decoration: none;
  }
  & a:hover,
  & a:focus-visible {
    text-decoration: underline;
  }
  & :focus-visible {
    outline-color: currentColor;
  }
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li + li {
    margin-top: 0.375rem;
  }
`;

/** Spec 2.7 and 2.8: the footer lays itself out on a 12-column grid; link columns two abreast on a phone. */
export const gridClass = css`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: 1.5rem 1rem;
  width: min(1100px, 100%);
  margin: 0 auto;
  & > * {
    grid-column: span 12;
  }
  & > [data-span='3'] {
    grid-column: span 6;
  }
  @media (min-width: ${breakpoints.desktop}px) {
    & > [data-span='3'] {
      grid-column: span 3;
    }
  }
`;

/** The destinations accordion (spec 2.7): a ruled row whose chevron says it opens, and turns when it has. */
export const destinationsClass = css`
  border-block: 1px solid rgb(255 255 255 / 25%);
  & > summary {
    min-height: 48px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    font-size: 0.9375rem;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  & > summary > svg {
    flex: none;
    transition: transform 0.15s;
  }
  &[open] > summary > svg {
    transform: rotate(180deg);
  }
  &[open] > div {
    padding-block: 0.5rem 1.25rem;
  }
`;

export const bottomRowClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

export const socialListClass = css`
  display: flex;
  gap: 0.5rem;
  & li + li {
    margin-top: 0;
  }
  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 1px solid rgb(255 255 255 / 50%);
    border-radius: 50%;
    font-weight: 700;
    text-decoration: none;
  }
`;

export const languageButtonClass = css`
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  border: 1px solid rgb(255 255 255 / 60%);
  border-radius: ${radii.control};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;

/** Spec 2.7: region columns, each heading's first letter a capital, a divider between columns at 575 px or less. */
export const regionColumnsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem 1.5rem;
  padding: 1rem 1.5rem 1.5rem;
  & h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  & h3::first-letter {
    text-transform: uppercase;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li + li {
    margin-top: 0.5rem;
  }
  & a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    color: ${colors.ink};
  }
  & a[aria-current='true'] {
    font-weight: 700;
  }
  @media (max-width: 575px) {
    & section + section {
      padding-top: 1rem;
      border-top: 1px solid ${colors.line};
    }
  }
`;
