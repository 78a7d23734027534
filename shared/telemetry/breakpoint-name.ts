/**
 * The data layer's names for a viewport width (spec 02 section 9): under 240 px XXS, then each name up
 * to and including its width, and XXXL beyond 1440.
 */
const NAMED_WIDTHS = [
  [320, 'XS'],
  [480, 'S'],
  [560, 'SM'],
  [672, 'M'],
  [768, 'MML'],
  [864, 'ML'],
  [960, 'MLL'],
  [1024, 'L'],
  [1200, 'XL'],
  [1440, 'XXL'],
] as const;

export type BreakpointName = 'XXS' | (typeof NAMED_WIDTHS)[number][1] | 'XXXL';

export function breakpointNameOf(width: number): BreakpointName {
  if (width < 240) return 'XXS';
  return NAMED_WIDTHS.find(([upTo]) => width <= upTo)?.[1] ?? 'XXXL';
}

/** The spec's portrait rule: a phone-sized viewport (under 576 px wide) held taller than wide. */
export function isPortraitViewport(width: number, height: number): boolean {
  return width < 576 && height > width;
}
