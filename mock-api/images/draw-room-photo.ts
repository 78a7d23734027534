import { photoHues } from './draw-hotel-photo';
import { svgDocument, type RequestedSize } from './svg-document';
import { escapeXml, shorten } from './xml-text';

/** What a stored room photo is drawn from. */
export type RoomPhotoSource = { hotelCode: string; hotelName: string; roomTypeCode: string; roomName: string; position: number; caption: string };

/** The room photos' own canvas; the spec 3 sizes (358x160, 451x366, 562x366) show it centred, never stretched. */
export const ROOM_PHOTO_CANVAS = { width: 1200, height: 800 } as const;

const CAPTION_MAX = 36;
const NAME_MAX = 48;

/** A stand-in room photograph: a wall, a window on the sky, a bed with pillows, the caption, room and hotel. */
export function drawRoomPhoto(photo: RoomPhotoSource, size: RequestedSize): string {
  // Each room type of each hotel keeps colours of its own, and each of its photos turns them further.
  const [wall, sky] = photoHues(`${photo.hotelCode}${photo.roomTypeCode}`, photo.position);
  const { width, height } = ROOM_PHOTO_CANVAS;
  const body = [
    `<rect width="${width}" height="${height}" fill="hsl(${wall}, 30%, 86%)" />`,
    `<rect y="560" width="${width}" height="240" fill="hsl(${wall}, 25%, 42%)" />`,
    `<rect x="760" y="110" width="320" height="300" rx="8" fill="hsl(${sky}, 70%, 72%)" stroke="#fff" stroke-width="14" />`,
    `<line x1="920" y1="110" x2="920" y2="410" stroke="#fff" stroke-width="10" />`,
    `<rect x="150" y="300" width="520" height="140" rx="16" fill="hsl(${wall}, 35%, 30%)" />`,
    `<rect x="130" y="420" width="560" height="170" rx="18" fill="#fafafa" />`,
    `<rect x="190" y="380" width="180" height="70" rx="26" fill="#ffffff" stroke="#ddd" stroke-width="4" />`,
    `<rect x="450" y="380" width="180" height="70" rx="26" fill="#ffffff" stroke="#ddd" stroke-width="4" />`,
    `<rect x="130" y="500" width="560" height="90" rx="12" fill="hsl(${sky}, 45%, 55%)" />`,
    `<rect y="620" width="${width}" height="180" fill="#000" fill-opacity="0.45" />`,
    `<text x="60" y="705" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(shorten(photo.caption, CAPTION_MAX))}</text>`,
    `<text x="60" y="765" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#fff" fill-opacity="0.85">${escapeXml(shorten(`${photo.roomName}, ${photo.hotelName}`, NAME_MAX))}</text>`,
  ].join('\n');
  return svgDocument(ROOM_PHOTO_CANVAS, size, `${photo.caption}, ${photo.roomName}, ${photo.hotelName}`, body);
}
