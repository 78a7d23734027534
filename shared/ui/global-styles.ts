import { css } from '@linaria/core';
import './fonts/font-faces';
import { fontStackRules } from './fonts/font-stacks';
import { colors, fonts, fontSizes, fontWeights, focusRing, lineHeights, motion, reducedMotionDeclarations, space, tokenDeclarations } from './theme';

/** Page-wide defaults and the design tokens' custom properties; imported once by each app's entry. */
export const globalStyles = css`
  :global() {
    :root {
      ${tokenDeclarations()}
    }
    @media (prefers-reduced-motion: reduce) {
      :root {
        ${reducedMotionDeclarations()}
      }
    }
    ${fontStackRules()}
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      color: ${colors.ink};
      line-height: ${lineHeights.body};
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    html,
    :where([lang]) {
      font-family: ${fonts.body};
    }
    body {
      margin: 0;
      font-size: ${fontSizes.md};
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3 {
      font-family: ${fonts.display};
      font-weight: ${fontWeights.semibold};
      line-height: ${lineHeights.tight};
      letter-spacing: -0.005em;
      /* Playfair's digits are old-style by default; lining ones sit on the baseline like the body's. */
      font-variant-numeric: lining-nums;
    }
    h4,
    h5,
    h6,
    strong,
    b,
    th {
      font-weight: ${fontWeights.semibold};
    }
    button,
    input,
    select,
    textarea {
      font: inherit;
    }
    /*
     * Links take the accent, never the browser's blue. In running text they stay underlined, so they are
     * told from the words around them by more than colour (WCAG 1.4.1); in a site's navigation, where
     * place and layout already say "link", the underline comes on hover and focus.
     */
    a {
      color: ${colors.brand};
      text-decoration: underline;
      text-decoration-thickness: 1px;
      text-underline-offset: 0.2em;
      transition: color ${motion.fast} ${motion.easeStandard};
    }
    a:hover {
      color: ${colors.brandHover};
      text-decoration-thickness: 2px;
    }
    :where(nav, header, footer) a {
      text-decoration: none;
    }
    :where(nav, header, footer) a:where(:hover, :focus-visible) {
      text-decoration: underline;
    }
    ::selection {
      background: ${colors.brandSurface};
      color: ${colors.ink};
    }
    hr {
      border: none;
      border-top: 1px solid ${colors.line};
      margin: ${space.lg} 0;
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
    /*
     * The ring is two-toned, the surface colour inside the accent, so it shows on the light canvas and
     * on the dark brand bands (the footer, a booking's banner) alike.
     */
    :focus-visible {
      outline: ${focusRing.outline};
      outline-offset: ${focusRing.offset};
      box-shadow: 0 0 0 ${focusRing.offset} ${colors.surface};
    }
  }
`;
