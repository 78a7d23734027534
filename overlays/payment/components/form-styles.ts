import { css } from '@linaria/core';

/** One group of the form, as every overlay draws it. */
export { formSectionClass as sectionClass } from '../../../shared/ui/form-section';

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
