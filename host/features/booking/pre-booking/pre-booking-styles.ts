import { css } from '@linaria/core';
import { colors, radii } from '../../../../shared/ui/theme';

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
