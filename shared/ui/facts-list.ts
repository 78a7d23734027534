import { css } from '@linaria/core';
import { breakpoints } from './theme';

/** A `<dl>` of label and value pairs in two columns from tablets up, stacked on phones. */
export const factsClass = css`
  display: grid;
  grid-template-columns: minmax(10rem, max-content) 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  & > dt {
    font-weight: 600;
  }
  & > dd {
    margin: 0;
  }
  @media (max-width: ${breakpoints.tablet - 1}px) {
    grid-template-columns: 1fr;
    & > dd {
      margin-bottom: 0.5rem;
    }
  }
`;
