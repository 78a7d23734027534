import { css } from '@linaria/core';
import { colors, radii } from '../../../shared/ui/theme';

/** One group of the form: a fieldset with its legend as the group's heading. */
export const sectionClass = css`
  margin: 0 0 1.25rem;
  padding: 1rem 1.25rem 0.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > legend,
  & > h2 {
    padding: 0 0.25rem;
    margin: 0 0 0.5rem;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

/** Two fields side by side, wrapping on a narrow phone. */
export const pairClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  column-gap: 1rem;
`;

export const actionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`;
