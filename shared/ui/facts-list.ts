import { css } from '@linaria/core';
import { breakpoints, space } from './theme';

/** A `<dl>` of label and value pairs in two columns from tablets up, stacked on phones. */
export const factsClass = css`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: ${space.xxs} ${space.md};
  margin: 0 0 ${space.md};
  & > dt {
    font-weight: 600;
  }
  & > dd {
    margin: 0;
  }
  @media (max-width: ${breakpoints.tablet - 1}px) {
    grid-template-columns: 1fr;
    & > dd {
      margin-bottom: ${space.xs};
    }
  }
`;
