import { css } from '@linaria/core';
import { colors } from '../../../shared/ui/theme';

/** One group of the form, as every overlay draws it. */
export { formSectionClass as sectionClass } from '../../../shared/ui/form-section';

/** Two fields side by side from tablets up. */
export { fieldPairClass as pairClass } from '../../../shared/ui/form-section';

export const hintClass = css`
  margin: 0 0 0.75rem;
  color: ${colors.inkMuted};
`;
