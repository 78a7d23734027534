import { css } from '@linaria/core';

/** One share form of the confirmation, the two side by side from tablets up. */
export const shareFormClass = css`
  & > h3 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
  & > p[role='status'] {
    margin: 0.5rem 0 0;
    font-weight: 600;
  }
`;

export const shareFormsClass = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.5rem;
`;
