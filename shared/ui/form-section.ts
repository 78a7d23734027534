import { css } from '@linaria/core';
import { colors, fontSizes, radii, space } from './theme';

/** One group of an overlay's form: a bordered fieldset whose legend (or heading) is the group's name. */
export const formSectionClass = css`
  margin: 0 0 ${space.lg};
  padding: ${space.md} ${space.md} ${space.xxs};
  border: 1px solid ${colors.line};
  border-radius: ${radii.card};
  background: ${colors.surface};
  & > legend,
  & > h2 {
    padding: 0 ${space.xxs};
    font-size: ${fontSizes.lg};
    font-weight: 600;
  }
  & > h2 {
    margin: 0 0 ${space.xs};
  }
`;

/** Two fields side by side from tablets up (first and last name, city and state), stacked on a phone. */
export const fieldPairClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  column-gap: ${space.md};
`;
