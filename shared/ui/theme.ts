/** Design tokens; linaria evaluates these at build time, so they cost nothing at run time. */
export const colors = {
  ink: '#1c1c1c',
  inkMuted: '#5c5c5c',
  surface: '#ffffff',
  canvas: '#f6f4f1',
  line: '#c9c5bf',
  brand: '#1c1c1c',
  brandText: '#ffffff',
  error: '#b3261e',
  errorSurface: '#fdecea',
  warning: '#8a5a00',
  warningSurface: '#fff4db',
  success: '#1e6b34',
  successSurface: '#e7f5ea',
  focus: '#1a5fb4',
} as const;

/**
 * Each member tier's colours (spec 01 §1 tiers): the base level plain, then the metals and stones the
 * tiers are named after, each with text that keeps at least a 4.5:1 contrast on it.
 */
export const tierColors = {
  MEMBER: { background: '#ffffff', text: '#1c1c1c' },
  SILVER: { background: '#d9dde2', text: '#1c1c1c' },
  GOLD: { background: '#e8cf8a', text: '#1c1c1c' },
  PLATINUM: { background: '#b9bec6', text: '#1c1c1c' },
  TITANIUM: { background: '#3d4148', text: '#ffffff' },
  AMBASSADOR: { background: '#1f2a44', text: '#ffffff' },
} as const;

/**
 * The focus ring every control shows when focused from the keyboard (global-styles.ts), in every state:
 * a control's own marks, such as an error's outline, give way to it while it has the focus.
 */
export const focusRing = { outline: `3px solid ${colors.focus}`, offset: '2px' } as const;

export const radii = { control: '6px', card: '10px' } as const;
export const fontStack = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** Screen widths in px (spec 9): mobile below tablet, tablet from 768, desktop from 992, large from 1200. */
export const breakpoints = { mobile: 576, tablet: 768, desktop: 992, large: 1200 } as const;
