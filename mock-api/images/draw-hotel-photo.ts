import { drawPanorama, PANORAMA_CANVAS } from './illustration/draw-panorama';
import { drawScene } from './illustration/draw-scene';
import { paletteOf, skyOf } from './illustration/palette';
import type { SceneContext } from './illustration/scene-context';
import { sceneOfCaption } from './illustration/scene-of-caption';
import { svgDocument, type RequestedSize } from './svg-document';

/** What a stored hotel photo is drawn from. */
export type HotelPhotoSource = { hotelCode: string; hotelName: string; city: string; position: number; caption: string };

export const PHOTO_CANVAS = { width: 1200, height: 800 } as const;

/** Asked at least twice as wide as high (a page's hero), a view or street photo is drawn as a panorama instead of cropped. */
const PANORAMA_ASPECT = 2;

export function sceneContextOf(photo: { hotelCode: string; city: string; position: number; caption: string }, seed: string): SceneContext {
  return { palette: paletteOf(photo.hotelCode), sky: skyOf(photo.caption, photo.position), city: photo.city, seed, caption: photo.caption };
}

/**
 * A hotel photo as an illustration of the chain's one style: the scene its caption names (the street
 * front, a view, the lobby, a pool, a room), in the hotel's colours and city. The caption is its title,
 * never written on the picture: pages show it as the alt text and the viewer's caption.
 */
export function drawHotelPhoto(photo: HotelPhotoSource, size: RequestedSize): string {
  const context = sceneContextOf(photo, `${photo.hotelCode}-${photo.position}`);
  const scene = sceneOfCaption(photo.caption);
  const title = `${photo.caption}, ${photo.hotelName}`;
  const isWide = size.width !== undefined && size.height !== undefined && size.width / size.height >= PANORAMA_ASPECT;
  if (isWide && (scene === 'view' || scene === 'exterior')) return svgDocument(PANORAMA_CANVAS, size, title, drawPanorama(context), 'slice');
  return svgDocument(PHOTO_CANVAS, size, title, drawScene(scene, context), 'slice');
}
