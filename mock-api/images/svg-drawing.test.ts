// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { drawBrandLogo } from './draw-brand-logo';
import { drawHotelPhoto, photoHues } from './draw-hotel-photo';
import { displaySize } from './svg-document';

const HOSTILE = `<script>alert("x")</script> & <img src=x onerror=alert(1)> ]]> <!--`;

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('a drawn hotel photo', () => {
  it('is well-formed XML that shows hostile captions and names as text, never as markup', () => {
    const doc = parse(drawHotelPhoto({ hotelCode: 'NYCTS', hotelName: `Q "&" <b>`, position: 0, caption: HOSTILE }, {}));
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe(`${HOSTILE}, Q "&" <b>`);
    expect([...doc.querySelectorAll('text')].map((text) => text.textContent)).toEqual([`${HOSTILE.slice(0, 35).trimEnd()}…`, 'Q "&" <b>']);
  });

  it('has colours of its own for each hotel and each photo of a hotel', () => {
    const hues = ['NYCTS', 'LONKX', 'SHAPD'].flatMap((code) => [0, 1, 2].map((position) => photoHues(code, position).join()));
    expect(new Set(hues).size).toBe(hues.length);
    expect(photoHues('NYCTS', 1)).toEqual(photoHues('NYCTS', 1));
  });
});

describe('a drawn brand logo', () => {
  it('shows the wordmark in the brand colour, and the alternate one reversed out of it', () => {
    const primary = parse(drawBrandLogo({ wordmark: 'Portico', colour: '#1c3d5a', isAlternate: false }, {}));
    expect(primary.querySelector('text')?.textContent).toBe('Portico');
    expect(primary.querySelector('text')?.getAttribute('fill')).toBe('#1c3d5a');
    const alternate = parse(drawBrandLogo({ wordmark: 'Jewel', colour: '#7a1f4b', isAlternate: true }, {}));
    expect([...alternate.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['J', 'JEWEL']);
    expect(alternate.querySelector('rect')?.getAttribute('fill')).toBe('#7a1f4b');
  });

  it('escapes the wordmark, and writes no colour that is not plain hex', () => {
    const doc = parse(drawBrandLogo({ wordmark: '<Ev&l>', colour: 'red" onload="alert(1)', isAlternate: false }, {}));
    expect(doc.querySelector('text')?.textContent).toBe('<Ev&l>');
    expect(doc.querySelector('text')?.getAttribute('fill')).toBe('#333333');
    expect(doc.querySelector('[onload]')).toBeNull();
  });
});

describe('displaySize', () => {
  const canvas = { width: 1200, height: 800 };
  it.each([
    [{}, { width: 1200, height: 800 }],
    [{ width: 332, height: 221 }, { width: 332, height: 221 }],
    [{ width: 332 }, { width: 332, height: 221 }],
    [{ height: 100 }, { width: 150, height: 100 }],
    [{ width: 16, height: 2400 }, { width: 16, height: 2400 }],
  ])('turns %o into %o', (asked, expected) => {
    expect(displaySize(canvas, asked)).toEqual(expected);
  });
});
