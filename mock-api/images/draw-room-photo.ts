import { sceneContextOf } from './draw-hotel-photo';
import { drawScene } from './illustration/draw-scene';
import { sceneOfCaption } from './illustration/scene-of-caption';
import { svgDocument, type RequestedSize } from './svg-document';

/** What a stored room photo is drawn from. */
export type RoomPhotoSource = { hotelCode: string; hotelName: string; city: string; roomTypeCode: string; roomName: string; position: number; caption: string };

/** The room photos' own canvas; the spec 3 sizes (358x160, 451x366, 562x366) show it centred, never stretched. */
export const ROOM_PHOTO_CANVAS = { width: 1200, height: 800 } as const;

/**
 * A room photo in the hotel's colours: the part of the room its caption names (the bed, the bathroom,
 * the sitting area, the balcony); a caption naming none of them shows the bed.
 */
export function drawRoomPhoto(photo: RoomPhotoSource, size: RequestedSize): string {
  const named = sceneOfCaption(photo.caption);
  const scene = named === 'exterior' || named === 'lobby' ? 'bedroom' : named;
  const context = sceneContextOf(photo, `${photo.hotelCode}-${photo.roomTypeCode}-${photo.position}`);
  return svgDocument(ROOM_PHOTO_CANVAS, size, `${photo.caption}, ${photo.roomName}, ${photo.hotelName}`, drawScene(scene, context), 'slice');
}
