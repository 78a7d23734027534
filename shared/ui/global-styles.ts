import { css } from '@linaria/core';
import { colors, focusRing, fontStack } from './theme';

/** Page-wide defaults; imported once by each app's entry. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      font-family: ${fontStack};
      color: ${colors.ink};
      line-height: 1.5;
      -webkit-text-size-adjust: 100%;
    }
    body {
      margin: 0;
    }
    /*
     * A server-rendered page shows its controls before its script has made them work: until it has
     * hydrated, a click would do nothing and be lost, so the pointer passes them by (and tools that wait
     * for a control to take clicks wait for the page).
     */
    [data-server-rendered]:not([data-hydrated]) :is(button, summary, [role='button'], [role='tab']) {
      pointer-events: none;
    }
    /* Hidden on screen, still read by screen readers. */
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
    :focus-visible {
      outline: ${focusRing.outline};
      outline-offset: ${focusRing.offset};
    }
  }
`;
