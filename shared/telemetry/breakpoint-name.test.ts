import { describe, expect, it } from 'vitest';
import { breakpointNameOf, isPortraitViewport } from './breakpoint-name';

describe('breakpointNameOf', () => {
  it('names each width band, each edge belonging to the band it closes', () => {
    const widths = [0, 239, 240, 320, 321, 480, 481, 560, 561, 672, 673, 768, 769, 864, 865, 960, 961, 1024, 1025, 1200, 1201, 1440, 1441, 3840];
    expect(widths.map(breakpointNameOf)).toEqual([
      'XXS', 'XXS', 'XS', 'XS', 'S', 'S', 'SM', 'SM', 'M', 'M', 'MML', 'MML', 'ML', 'ML', 'MLL', 'MLL', 'L', 'L', 'XL', 'XL', 'XXL', 'XXL', 'XXXL', 'XXXL',
    ]);
  });
});

describe('isPortraitViewport', () => {
  it('is portrait only under 576 px wide and taller than wide', () => {
    expect(isPortraitViewport(390, 844)).toBe(true);
    expect(isPortraitViewport(575, 576)).toBe(true);
    expect(isPortraitViewport(576, 1000)).toBe(false);
    expect(isPortraitViewport(500, 500)).toBe(false);
    expect(isPortraitViewport(844, 390)).toBe(false);
  });
});

describe('viewportContext', () => {
  it('names a phone held upright portrait and a desktop landscape, with their breakpoint names', async () => {
    const { viewportContext } = await import('./page-load');
    expect(viewportContext({ innerWidth: 390, innerHeight: 844 })).toEqual({ breakpoint: 'S', orientation: 'portrait' });
    expect(viewportContext({ innerWidth: 1280, innerHeight: 800 })).toEqual({ breakpoint: 'XXL', orientation: 'landscape' });
  });
});
