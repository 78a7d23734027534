import { describe, expect, it } from 'vitest';
import { colors, fonts, fontSizes, motion, palette, radii, reducedMotionDeclarations, shadows, space, tierColors, tierPaletteValues, tokenDeclarations, type ColorName } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const grounds: ColorName[] = ['surface', 'canvas', 'subtle'];

describe('theme', () => {
  it('keeps every text colour at 4.5:1 or more on the canvas, the surface and the subtle band', () => {
    const texts: ColorName[] = ['ink', 'inkMuted', 'brand', 'brandHover', 'goldInk', 'error', 'warning', 'success'];
    for (const text of texts) {
      for (const ground of grounds) expect(contrast(palette[text], palette[ground]), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps each tone’s text readable on its own tinted surface, and the brand’s text on the brand', () => {
    const pairs: [ColorName, ColorName][] = [
      ['ink', 'errorSurface'], ['error', 'errorSurface'], ['ink', 'warningSurface'], ['warning', 'warningSurface'],
      ['ink', 'successSurface'], ['success', 'successSurface'], ['ink', 'goldSurface'], ['goldInk', 'goldSurface'],
      ['ink', 'brandSurface'], ['brand', 'brandSurface'], ['brandText', 'brand'], ['brandText', 'brandHover'],
    ];
    for (const [text, ground] of pairs) expect(contrast(palette[text], palette[ground]), `${text} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps control borders and the focus ring at 3:1 or more on light ground, and gold beside ink at 3:1', () => {
    for (const ground of grounds) {
      expect(contrast(palette.lineStrong, palette[ground]), `lineStrong on ${ground}`).toBeGreaterThanOrEqual(3);
      expect(contrast(palette.focus, palette[ground]), `focus on ${ground}`).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(palette.ink, palette.gold)).toBeGreaterThanOrEqual(3);
  });

  it('keeps every tier’s text at 4.5:1 on its colour', () => {
    for (const [tier, { background, text }] of Object.entries(tierPaletteValues)) expect(contrast(text, background), tier).toBeGreaterThanOrEqual(4.5);
  });

  it('declares on :root every custom property that a token names', () => {
    const declared = new Set([...tokenDeclarations().matchAll(/(--[a-z0-9-]+):/g)].map(([, name]) => name));
    const named = [colors, radii, space, fontSizes, shadows, motion, ...Object.values(tierColors)]
      .flatMap((group) => Object.values(group))
      .map((reference) => /^var\((--[a-z0-9-]+)\)$/.exec(reference)?.[1]);
    expect(named.every((name) => name !== undefined && declared.has(name))).toBe(true);
    expect(declared.has('--color-ink-muted')).toBe(true);
    expect(fonts.body).toBe('var(--font-body)');
  });

  it('sets every duration to zero for reduced motion, and only the durations', () => {
    expect(reducedMotionDeclarations()).toBe('--motion-fast: 0ms;\n--motion-base: 0ms;\n--motion-slow: 0ms;');
    expect(tokenDeclarations()).toContain('--motion-ease-standard: cubic-bezier(0.2, 0, 0, 1);');
  });
});
