import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { keepFontSubsets } from './fontsource-subsets-plugin';

const require = createRequire(import.meta.url);
const stylesheet = (file: string) => readFileSync(require.resolve(`@fontsource/${file}`), 'utf8');
const facesOf = (css: string) => [...css.matchAll(/\/\* ([^*]+) \*\//g)].map(([, name = '']) => name);

describe('keepFontSubsets', () => {
  it('keeps a CJK face’s numbered slices, each with its unicode-range, and drops its Latin, Cyrillic and Vietnamese faces', () => {
    const css = keepFontSubsets('noto-sans-jp', stylesheet('noto-sans-jp/400.css'));
    const faces = facesOf(css);
    expect(faces.length).toBeGreaterThan(100);
    expect(faces.every((name) => /^noto-sans-jp-\[\d+\]-400-normal$/.test(name))).toBe(true);
    expect(css.match(/@font-face/g)).toHaveLength(faces.length);
    expect(css.match(/unicode-range/g)).toHaveLength(faces.length);
  });

  it('keeps only the named subsets of a face, with WOFF2 sources alone', () => {
    const css = keepFontSubsets('source-sans-3', stylesheet('source-sans-3/400.css'));
    expect(facesOf(css)).toEqual(['source-sans-3-latin-ext-400-normal', 'source-sans-3-latin-400-normal']);
    expect(css).toContain(".woff2) format('woff2')");
    expect(css).not.toMatch(/\.woff\)/);
  });

  it('refuses a @fontsource package whose subsets are not chosen', () => {
    expect(() => keepFontSubsets('roboto', '')).toThrow(/font-subsets\.ts/);
  });
});
