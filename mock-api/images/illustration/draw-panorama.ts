import { sharedDefinitions, skyAndCity } from './backdrop';
import type { SceneContext } from './scene-context';
import { line, rect } from './shapes';

/** The wide canvas of a panorama: a page's hero, where a headline sits on the calm sky above the city. */
export const PANORAMA_CANVAS = { width: 1800, height: 600 } as const;

/** The city across a waterfront at the hotel's hour: sky over the upper two thirds, skyline and water below. */
export function drawPanorama(context: SceneContext): string {
  const horizon = 430;
  const reflections = Array.from({ length: 10 }, (_, index) => line(120 + index * 170, 470 + (index % 3) * 30, 200 + index * 170, 470 + (index % 3) * 30, '#dbeaf2', 3, 'opacity="0.5"'));
  return [
    sharedDefinitions(context),
    skyAndCity(context, horizon, { width: PANORAMA_CANVAS.width, landmarkAt: 0.72 }),
    rect(0, horizon, PANORAMA_CANVAS.width, 600 - horizon, 'url(#water)'),
    ...reflections,
    rect(0, 560, PANORAMA_CANVAS.width, 40, context.palette.floor),
    rect(0, 556, PANORAMA_CANVAS.width, 6, context.palette.trim),
  ].join('');
}
