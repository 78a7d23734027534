import { css } from '@linaria/core';
import { colors } from './theme';

/** Overlay pages size their frame to their content, so they never scroll themselves. */
export const overlayGlobalStyles = css`
  :global() {
    html {
      overflow: hidden;
      background: ${colors.surface};
    }
  }
`;
