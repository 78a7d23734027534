import { css } from '@linaria/core';
import { colors, radii } from '../../../shared/ui/theme';

/** One group of the form: a fieldset with its legend as the group's heading. */
export const sectionClass = css`
  margin: 0 0 1.5rem;
  padding: 1rem 1.25rem 0.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > legend {
    padding: 0 0.25rem;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

/** Two fields side by side from tablets up. */
export const pairClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  column-gap: 1rem;
`;

export const hintClass = css`
  margin: 0 0 0.75rem;
  color: ${colors.inkMuted};
`;
