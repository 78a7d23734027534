// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { drawBrandLogo } from './draw-brand-logo';
import { drawHotelPhoto } from './draw-hotel-photo';
import { drawRoomPhoto } from './draw-room-photo';
import { displaySize } from './svg-document';

const HOSTILE = `<script>alert("x")</script> & <img src=x onerror=alert(1)> ]]> <!--`;

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const PHOTO = { hotelCode: 'NYCTS', hotelName: 'Portico Times Square', city: 'New York', position: 0, caption: 'Lobby atrium' };
const withoutTitle = (svg: string) => svg.replace(/<title>.*<\/title>/, '');

describe('a drawn hotel photo', () => {
  it('is well-formed XML that holds hostile captions and names as its title, never as markup', () => {
    const doc = parse(drawHotelPhoto({ ...PHOTO, hotelName: `Q "&" <b>`, caption: HOSTILE }, {}));
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('img')).toHaveLength(0);
    expect(doc.querySelector('title')?.textContent).toBe(`${HOSTILE}, Q "&" <b>`);
    expect(doc.querySelectorAll('text')).toHaveLength(0);
  });

  it('is the same drawing on every request', () => {
    expect(drawHotelPhoto(PHOTO, { width: 800 })).toBe(drawHotelPhoto({ ...PHOTO }, { width: 800 }));
  });

  it('differs from one hotel to another and from one photo of a hotel to the next', () => {
    const drawings = ['NYCTS', 'LONKX', 'SHAPD'].flatMap((hotelCode) => [0, 1, 2].map((position) => withoutTitle(drawHotelPhoto({ ...PHOTO, hotelCode, position }, {}))));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('draws the city the hotel is in behind a view', () => {
    const view = { ...PHOTO, caption: 'Skyline view' };
    expect(withoutTitle(drawHotelPhoto({ ...view, city: 'Paris' }, {}))).not.toBe(withoutTitle(drawHotelPhoto({ ...view, city: 'Tokyo' }, {})));
  });

  it('draws a view or the street front asked wide as a panorama, and any other scene on its own canvas', () => {
    expect(drawHotelPhoto({ ...PHOTO, caption: 'View over Times Square' }, { width: 1100, height: 360 })).toContain('viewBox="0 0 1800 600"');
    expect(drawHotelPhoto(PHOTO, { width: 1100, height: 360 })).toContain('viewBox="0 0 1200 800"');
    expect(drawHotelPhoto({ ...PHOTO, caption: 'View over Times Square' }, { width: 1200, height: 800 })).toContain('viewBox="0 0 1200 800"');
  });
});

describe('a drawn room photo', () => {
  const room = { hotelCode: 'NYCTS', hotelName: 'Portico Times Square', city: 'New York', roomTypeCode: 'GKNG', roomName: 'Guest room, 1 King', position: 1, caption: 'King bed by the window' };

  it('shows the bed for a caption naming no part of the room, and the bathroom when the caption names one', () => {
    expect(withoutTitle(drawRoomPhoto({ ...room, caption: 'Our finest' }, {}))).toBe(withoutTitle(drawRoomPhoto({ ...room, caption: 'King bed' }, {})));
    expect(withoutTitle(drawRoomPhoto({ ...room, caption: 'Rain shower' }, {}))).not.toBe(withoutTitle(drawRoomPhoto(room, {})));
  });

  it('escapes its title', () => {
    const doc = parse(drawRoomPhoto({ ...room, roomName: '<i>Suite</i>' }, {}));
    expect(doc.querySelector('title')?.textContent).toBe('King bed by the window, <i>Suite</i>, Portico Times Square');
    expect(doc.getElementsByTagName('i')).toHaveLength(0);
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
