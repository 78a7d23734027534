import { svgDocument, type RequestedSize } from './svg-document';
import { escapeXml, shorten } from './xml-text';

/** What a stored hotel photo is drawn from. */
export type HotelPhotoSource = { hotelCode: string; hotelName: string; position: number; caption: string };

export const PHOTO_CANVAS = { width: 1200, height: 800 } as const;

const CAPTION_MAX = 36;
const NAME_MAX = 48;

/** A stable number from a hotel code, so each hotel keeps its colours from one request to the next. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** Two hues per photo: the hotel's own, turned further for each photo, so photos of one hotel differ. */
export function photoHues(hotelCode: string, position: number): [number, number] {
  const base = (hashOf(hotelCode) + position * 67) % 360;
  return [base, (base + 40 + position * 11) % 360];
}

/** A stand-in photograph: a gradient sky, a sun and a skyline, the caption and the hotel's name. */
export function drawHotelPhoto(photo: HotelPhotoSource, size: RequestedSize): string {
  const [from, to] = photoHues(photo.hotelCode, photo.position);
  const { width, height } = PHOTO_CANVAS;
  const sunX = 200 + ((photo.position * 310 + (hashOf(photo.hotelCode) % 400)) % 800);
  const skyline = Array.from({ length: 10 }, (_, index) => {
    const towerHeight = 120 + ((hashOf(`${photo.hotelCode}${photo.position}${index}`) % 260) | 0);
    return `<rect x="${index * 120 + 10}" y="${620 - towerHeight}" width="100" height="${towerHeight}" />`;
  }).join('');
  const body = [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${from}, 65%, 62%)" /><stop offset="1" stop-color="hsl(${to}, 55%, 32%)" /></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)" />`,
    `<circle cx="${sunX}" cy="220" r="90" fill="hsl(${(from + 180) % 360}, 80%, 85%)" fill-opacity="0.55" />`,
    `<g fill="hsl(${to}, 40%, 18%)" fill-opacity="0.7">${skyline}</g>`,
    `<rect y="620" width="${width}" height="180" fill="#000" fill-opacity="0.45" />`,
    `<text x="60" y="705" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(shorten(photo.caption, CAPTION_MAX))}</text>`,
    `<text x="60" y="765" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#fff" fill-opacity="0.85">${escapeXml(shorten(photo.hotelName, NAME_MAX))}</text>`,
  ].join('\n');
  return svgDocument(PHOTO_CANVAS, size, `${photo.caption}, ${photo.hotelName}`, body);
}
