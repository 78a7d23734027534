import { css } from '@linaria/core';
import { colors, motion, radii } from '../../../../shared/ui/theme';

/** A white panel on the page's canvas, as the other booking and reservation panels are. */
export const panelClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.375rem;
  }
  & > p {
    margin: 0;
  }
`;


/** Amounts line up at the end edge (the right, or the left in Arabic), so the eye can run down a column of prices. */
export const amountsTableClass = css`
  width: 100%;
  margin: 0 0 1rem;
  border-collapse: collapse;
  & caption {
    margin-bottom: 0.25rem;
    text-align: start;
    font-weight: 600;
  }
  & th,
  & td {
    padding: 0.375rem 0;
    border-bottom: 1px solid ${colors.line};
    text-align: start;
    font-weight: normal;
  }
  & thead th {
    color: ${colors.inkMuted};
  }
  & th:not(:first-child),
  & td {
    text-align: end;
  }
`;

export const totalClass = css`
  font-size: 1.125rem;
  font-weight: 700;
`;

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

/**
 * The price breakdown a guest opens on request: its summary reads as a quiet action with a chevron that
 * turns as it opens, a 44 px touch target; the nights and taxes sit under it.
 */
export const detailsClass = css`
  margin: 0.5rem 0 0.75rem;
  border-top: 1px solid ${colors.line};
  & > summary {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 44px;
    list-style: none;
    color: ${colors.brand};
    font-weight: 600;
    text-decoration: underline;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
    cursor: pointer;
  }
  & > summary::-webkit-details-marker {
    display: none;
  }
  /* A chevron drawn as a mask, so it points down (and up when open) whatever the text's direction. */
  & > summary::after {
    content: '';
    inline-size: 0.75rem;
    block-size: 0.75rem;
    background: currentColor;
    mask: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M2 4.5l4 4 4-4' fill='none' stroke='black' stroke-width='2'/%3E%3C/svg%3E")
      center / contain no-repeat;
    transition: transform ${motion.fast} ${motion.easeStandard};
  }
  &[open] > summary::after {
    transform: rotate(180deg);
  }
  & > summary:hover {
    color: ${colors.brandHover};
    text-decoration-thickness: 2px;
  }
`;
