import { css } from '@linaria/core';

/** An upgrade's ways of paying, side by side and wrapping. */
export const upgradeButtonsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;
