import { skyAndCity } from './backdrop';
import { lounger, palm, plant } from './furniture';
import { BACK, backWindow, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { circle, line, path, polygon, rect, seededSequence } from './shapes';

/** The water of a pool in perspective, from its far edge to the front of the picture, with ripples. */
function poolWater(context: SceneContext, far: number, { left, right }: { left: number; right: number }): string {
  const next = seededSequence(`${context.seed}ripples`);
  const ripples = Array.from({ length: 12 }, () => {
    const y = far + 20 + next() * (760 - far);
    const x = left + 40 + next() * (right - left - 160);
    return path(`M${x} ${y} q20 -8 40 0 t40 0`, 'none', 'stroke="#e6f7fa" stroke-width="3" opacity="0.7"');
  });
  return [polygon([[left, far], [right, far], [right + 180, 800], [left - 180, 800]], 'url(#pool)'), polygon([[left, far], [right, far], [right + 6, far + 12], [left - 6, far + 12]], '#eaf2f2'), ...ripples].join('');
}

/** An outdoor pool: the city (or a mountain) beyond, deck, loungers under parasols, palms. */
export function drawPool(context: SceneContext): string {
  const { palette } = context;
  const horizon = 420;
  return [
    skyAndCity(context, horizon, { landmarkAt: 0.6 }),
    rect(0, horizon, 1200, 380, '#e8dfcf'),
    rect(0, horizon, 1200, 14, palette.trim),
    poolWater(context, 470, { left: 340, right: 860 }),
    lounger(180, 640, 170, palette),
    lounger(1040, 660, 170, palette, false),
    palm(90, 500, 120),
    palm(1120, 520, 110),
    plant(1000, 470, 60, palette),
  ].join('');
}

/** An indoor pool or a spa: tiled hall with arched windows (a dome for a hammam), the pool in the floor. */
export function drawIndoorPool(context: SceneContext): string {
  const { palette, caption } = context;
  const isHammam = /hammam/i.test(caption);
  const { left, right, top, bottom } = BACK;
  return [
    roomBox(context, { floor: '#d9d4c8', wall: isHammam ? '#efe6d6' : palette.wall }),
    ...Array.from({ length: 14 }, (_, index) => line(0, 560 + index * 18, 1200, 560 + index * 18, '#c8c2b4', 1.5, 'opacity="0.6"')),
    isHammam
      ? [path(`M${left + 60} ${bottom - 60} L${left + 60} ${top + 170} A${(right - left) / 2 - 60} 150 0 0 1 ${right - 60} ${top + 170} L${right - 60} ${bottom - 60}Z`, '#e3d5bd'), ...[0, 1, 2, 3, 4].map((index) => circle(480 + index * 60, 200 - Math.abs(index - 2) * 16, 8, '#fff6da')), rect(520, 380, 160, 60, '#d0bfa1', 'rx="8"')].join('')
      : [360, 540, 720].map((x) => backWindow(context, x, 180, 120, 220, { curtains: false })).join(''),
    poolWater(context, 560, { left: 360, right: 840 }),
    plant(150, 760, 150, palette),
    plant(1060, 760, 140, palette),
    lounger(230, 620, 120, palette, false),
  ].join('');
}
