import { css } from '@linaria/core';
import { colors, radii } from '../../../shared/ui/theme';

/** A white card on the page's canvas, as the hotel pages' sections are. */
export const cardClass = css`
  padding: 1.25rem 1.5rem;
  margin-bottom: 1.5rem;
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > h2 {
    margin: 0 0 0.75rem;
    font-size: 1.375rem;
  }
`;

/** Lists of cards (rooms, trips) without bullets. */
export const cardListClass = css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;


export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

export const mutedClass = css`
  color: ${colors.inkMuted};
`;

/** A small label beside a value, e.g. the member-rate mark. */
export const badgeClass = css`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0 0.5rem;
  border: 1px solid ${colors.success};
  border-radius: 999px;
  color: ${colors.success};
  font-size: 0.875rem;
  font-weight: 600;
`;

export const dialogBodyClass = css`
  padding: 0 1.5rem 1.5rem;
  & h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.0625rem;
  }
  & p {
    margin: 0 0 0.75rem;
  }
`;
