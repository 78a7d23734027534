/**
 * Design tokens. Each value is declared once as a CSS custom property on `:root` (global-styles.ts
 * writes `tokenDeclarations()`), and the exports below name those properties (`colors.ink` is
 * `var(--color-ink)`): the values live in one place the browser can see, and a part of a page can set
 * its own. `palette` keeps the literal colours for what cannot read custom properties: e-mail.
 * docs/design-system.md shows how to use them.
 */

/**
 * The light theme's colours. Every text colour keeps at least 4.5:1 on the canvas, the surface and its
 * own tinted surface, and `lineStrong` and `focus` at least 3:1 on both (WCAG 1.4.3 and 1.4.11);
 * theme.test.ts checks the pairs.
 */
export const palette = {
  /** Body text and headings. */
  ink: '#1f1c19',
  /** Secondary text: hints, captions, the muted half of a price. */
  inkMuted: '#5a534b',
  /** Cards, fields, dialogs. */
  surface: '#ffffff',
  /** The warm page background behind cards. */
  canvas: '#f7f3ed',
  /** A quieter band on a surface: table stripes, hover, skeleton bones. */
  subtle: '#efe9e0',
  /** Decorative rules and card borders. */
  line: '#d9d1c5',
  /** The border of a control a guest must find: fields, checkboxes, secondary buttons. */
  lineStrong: '#857a6d',
  /** The one brand accent (deep teal): primary buttons, links, selected tabs, brand bands. */
  brand: '#0f4c5c',
  brandHover: '#0a3945',
  /** Text and icons on `brand`. */
  brandText: '#ffffff',
  /** A pale tint of the brand for selected rows and member badges. */
  brandSurface: '#e4eff1',
  /** The gold secondary: rules, stars and tier marks beside text, never text itself on light ground. */
  gold: '#b08a3e',
  /** Text in gold's family on light ground (a "Member rate" badge on `goldSurface`). */
  goldInk: '#6e5016',
  goldSurface: '#f5ecd7',
  error: '#b3261e',
  errorSurface: '#fcebe9',
  warning: '#8a5a00',
  warningSurface: '#fff4db',
  success: '#1e6b34',
  successSurface: '#e7f3ea',
  /** The keyboard focus ring, drawn around a ring of `surface` so it shows on the dark bands too. */
  focus: '#0f4c5c',
  /** The dimmed page behind a dialog. */
  backdrop: 'rgb(20 18 16 / 60%)',
} as const;

export type ColorName = keyof typeof palette;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(prefix: string, values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `--${prefix}-${kebab(key)}: ${value};`)
    .join('\n');
}

// Written out rather than derived, so a bundle that imports a token carries no code that computes them.
export const colors = {
  ink: 'var(--color-ink)',
  inkMuted: 'var(--color-ink-muted)',
  surface: 'var(--color-surface)',
  canvas: 'var(--color-canvas)',
  subtle: 'var(--color-subtle)',
  line: 'var(--color-line)',
  lineStrong: 'var(--color-line-strong)',
  brand: 'var(--color-brand)',
  brandHover: 'var(--color-brand-hover)',
  brandText: 'var(--color-brand-text)',
  brandSurface: 'var(--color-brand-surface)',
  gold: 'var(--color-gold)',
  goldInk: 'var(--color-gold-ink)',
  goldSurface: 'var(--color-gold-surface)',
  error: 'var(--color-error)',
  errorSurface: 'var(--color-error-surface)',
  warning: 'var(--color-warning)',
  warningSurface: 'var(--color-warning-surface)',
  success: 'var(--color-success)',
  successSurface: 'var(--color-success-surface)',
  focus: 'var(--color-focus)',
  backdrop: 'var(--color-backdrop)',
} as const satisfies Record<ColorName, string>;

/**
 * Each member tier's colours (spec 01 §1 tiers): the base level plain, then the metals and stones the
 * tiers are named after, each with text that keeps at least a 4.5:1 contrast on it.
 */
const tierPalette = {
  MEMBER: { background: '#ffffff', text: '#1f1c19' },
  SILVER: { background: '#d9dde2', text: '#1f1c19' },
  GOLD: { background: '#e8cf8a', text: '#1f1c19' },
  PLATINUM: { background: '#b9bec6', text: '#1f1c19' },
  TITANIUM: { background: '#3d4148', text: '#ffffff' },
  AMBASSADOR: { background: '#1f2a44', text: '#ffffff' },
} as const;

type Tier = keyof typeof tierPalette;

export const tierColors = {
  MEMBER: { background: 'var(--tier-member-background)', text: 'var(--tier-member-text)' },
  SILVER: { background: 'var(--tier-silver-background)', text: 'var(--tier-silver-text)' },
  GOLD: { background: 'var(--tier-gold-background)', text: 'var(--tier-gold-text)' },
  PLATINUM: { background: 'var(--tier-platinum-background)', text: 'var(--tier-platinum-text)' },
  TITANIUM: { background: 'var(--tier-titanium-background)', text: 'var(--tier-titanium-text)' },
  AMBASSADOR: { background: 'var(--tier-ambassador-background)', text: 'var(--tier-ambassador-text)' },
} as const satisfies Record<Tier, { background: string; text: string }>;

/** The raw tier colours, for the contrast test. */
export const tierPaletteValues: Readonly<Record<Tier, { background: string; text: string }>> = tierPalette;

/**
 * The focus ring every control shows when focused from the keyboard (global-styles.ts), in every state:
 * a control's own marks, such as an error's outline, give way to it while it has the focus.
 */
export const focusRing = { outline: '3px solid var(--color-focus)', offset: '2px' } as const;

/** The corner radii's lengths, also read literally where custom properties cannot be (e-mail). */
export const radiusLengths = { control: '6px', card: '12px', badge: '4px', pill: '999px' } as const;
export const radii = {
  control: 'var(--radius-control)',
  card: 'var(--radius-card)',
  badge: 'var(--radius-badge)',
  pill: 'var(--radius-pill)',
} as const satisfies Record<keyof typeof radiusLengths, string>;

/** Spacing steps on a 4 px grid; margins, paddings and gaps take one of these. */
const spaceValues = {
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;
export const space = {
  xxs: 'var(--space-xxs)',
  xs: 'var(--space-xs)',
  sm: 'var(--space-sm)',
  md: 'var(--space-md)',
  lg: 'var(--space-lg)',
  xl: 'var(--space-xl)',
  xxl: 'var(--space-xxl)',
  xxxl: 'var(--space-xxxl)',
} as const satisfies Record<keyof typeof spaceValues, string>;

/**
 * The type scale (a major third from the 1 rem body). The display sizes grow with the viewport between
 * a phone and a desktop, so a headline neither wraps word by word at 390 px nor looks small at 1280.
 */
const fontSizeValues = {
  xs: '0.8125rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: 'clamp(1.5rem, 1.2rem + 1.2vw, 1.875rem)',
  display: 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)',
} as const;
export const fontSizes = {
  xs: 'var(--font-size-xs)',
  sm: 'var(--font-size-sm)',
  md: 'var(--font-size-md)',
  lg: 'var(--font-size-lg)',
  xl: 'var(--font-size-xl)',
  xxl: 'var(--font-size-xxl)',
  display: 'var(--font-size-display)',
} as const satisfies Record<keyof typeof fontSizeValues, string>;

export const fontWeights = { regular: '400', semibold: '600' } as const;

/** Line heights: body copy, and the tighter one of headings and prices. */
export const lineHeights = { body: '1.5', tight: '1.2' } as const;

/** Elevation: a card resting on the canvas, a menu or sticky bar above the page, a dialog above all. */
const shadowValues = {
  raised: '0 1px 2px rgb(31 28 25 / 8%), 0 2px 8px rgb(31 28 25 / 6%)',
  floating: '0 4px 12px rgb(31 28 25 / 12%), 0 12px 28px rgb(31 28 25 / 10%)',
  modal: '0 16px 48px rgb(31 28 25 / 28%)',
} as const;
export const shadows = {
  raised: 'var(--shadow-raised)',
  floating: 'var(--shadow-floating)',
  modal: 'var(--shadow-modal)',
} as const satisfies Record<keyof typeof shadowValues, string>;

/**
 * Motion: short durations for a control's own change (hover, press), longer for something that enters.
 * Under prefers-reduced-motion the durations are zero (global-styles.ts), so a transition that uses
 * them ends at once and nothing slides.
 */
const motionValues = {
  fast: '120ms',
  base: '200ms',
  slow: '320ms',
  easeStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easeEnter: 'cubic-bezier(0, 0, 0, 1)',
} as const;
export const motion = {
  fast: 'var(--motion-fast)',
  base: 'var(--motion-base)',
  slow: 'var(--motion-slow)',
  easeStandard: 'var(--motion-ease-standard)',
  easeEnter: 'var(--motion-ease-enter)',
} as const satisfies Record<keyof typeof motionValues, string>;

/**
 * The faces, as custom properties that global-styles.ts sets per language: each names the brand face,
 * then the Noto face of the page's script (shared/ui/fonts). `fontStack` is the plain body stack for
 * places without custom properties (e-mail), ending in the system faces.
 */
export const fonts = { body: 'var(--font-body)', display: 'var(--font-display)' } as const;
export const fontStack = `'Source Sans 3', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** Every custom property the tokens above name, for `:root` (global-styles.ts, at build time). */
export function tokenDeclarations(): string {
  return [
    declarations('color', palette),
    declarations('radius', radiusLengths),
    declarations('space', spaceValues),
    declarations('font-size', fontSizeValues),
    declarations('shadow', shadowValues),
    declarations('motion', motionValues),
    ...Object.entries(tierPalette).map(([tier, { background, text }]) => declarations(`tier-${tier.toLowerCase()}`, { background, text })),
  ].join('\n');
}

/** The durations set to zero for guests who ask for less motion. */
export function reducedMotionDeclarations(): string {
  return declarations('motion', { fast: '0ms', base: '0ms', slow: '0ms' });
}

/** Screen widths in px (spec 9): mobile below tablet, tablet from 768, desktop from 992, large from 1200. */
export const breakpoints = { mobile: 576, tablet: 768, desktop: 992, large: 1200 } as const;
