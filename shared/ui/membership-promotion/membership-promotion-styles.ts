import { css } from '@linaria/core';
import { breakpoints, colors, radii } from '../theme';

export const blockClass = css`
  margin-top: 1.5rem;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
  }
  & p {
    margin: 0 0 0.75rem;
  }
  &[data-layout='secondVersion'] {
    display: grid;
    gap: 0.75rem 1.5rem;
    border-color: transparent;
    background: ${colors.canvas};
    border-inline-start: 4px solid ${colors.brand};
  }
  @media (min-width: ${breakpoints.tablet}px) {
    &[data-layout='secondVersion'] {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
    }
  }
`;

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  align-items: center;
  [data-layout='secondVersion'] > & {
    flex-direction: column;
    align-items: stretch;
    text-align: center;
  }
`;

export const joinLinkClass = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0.5rem 1.25rem;
  border: 1px solid ${colors.brand};
  border-radius: ${radii.control};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  [data-layout='secondVersion'] & {
    background: ${colors.brand};
    color: ${colors.brandText};
  }
`;

export const benefitsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
    min-width: 5.5rem;
    flex: 1 1 0;
    text-align: center;
    font-size: 0.875rem;
  }
`;
