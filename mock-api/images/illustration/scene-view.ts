import { skyAndCity } from './backdrop';
import { cafeTable, palm, plant } from './furniture';
import { hasWater } from './scene-of-caption';
import type { SceneContext } from './scene-context';
import { line, path, rect, seededSequence } from './shapes';

/** Water from the horizon to `to`, with a few light streaks; boats when the caption names a marina. */
function water(context: SceneContext, from: number, to: number): string {
  const next = seededSequence(`${context.seed}water`);
  const streaks = Array.from({ length: 14 }, () => {
    const y = from + 12 + next() * (to - from - 24);
    const x = next() * 1100;
    return line(x, y, x + 40 + next() * 80, y, '#dbeaf2', 3, 'opacity="0.55"');
  });
  const boats = /marina|harbour|harbor|dock|bay/i.test(context.caption)
    ? [220, 520, 860].map((x, index) => [path(`M${x} ${from + 40 + index * 14} h90 l-14 18 h-62Z`, '#fbf8f2'), line(x + 40, from + 40 + index * 14, x + 40, from - 30 + index * 14, '#fbf8f2', 3), path(`M${x + 42} ${from - 26 + index * 14} l34 60 h-34Z`, '#fbf8f2', 'opacity="0.9"')].join(''))
    : [];
  return [rect(0, from, 1200, to - from, 'url(#water)'), ...streaks, ...boats].join('');
}

/**
 * A view from the hotel: the city (and its water, when the caption names some) seen over a terrace
 * with a balustrade, a table and plants; or a beach with palms.
 */
export function drawView(context: SceneContext): string {
  const { palette, caption } = context;
  const isBeach = /beach|sea/i.test(caption);
  const horizon = hasWater(caption) || isBeach ? 430 : 520;
  return [
    skyAndCity(context, horizon, { landmarkAt: 0.62 }),
    hasWater(caption) || isBeach ? water(context, horizon, 620) : '',
    isBeach ? [rect(0, 600, 1200, 200, '#ecd9b4'), palm(180, 720, 120), palm(1010, 740, 140)].join('') : terrace(context),
    /garden|roof/i.test(caption) ? [plant(140, 770, 120, palette), plant(1060, 770, 130, palette)].join('') : '',
  ].join('');
}

function terrace(context: SceneContext): string {
  const { palette } = context;
  return [
    rect(0, 620, 1200, 180, palette.floor),
    ...Array.from({ length: 8 }, (_, index) => line(0, 640 + index * 22, 1200, 640 + index * 22, palette.floorShade, 2, 'opacity="0.5"')),
    rect(0, 540, 1200, 80, '#dfeef5', 'opacity="0.35"'),
    rect(0, 532, 1200, 10, palette.trim),
    ...Array.from({ length: 13 }, (_, index) => rect(index * 100 - 3, 540, 6, 80, palette.trim)),
    cafeTable(760, 760, 180, palette),
    plant(110, 640, 110, palette),
  ].join('');
}
