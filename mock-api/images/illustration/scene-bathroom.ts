import { plant } from './furniture';
import { BACK, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { circle, ellipse, line, path, rect } from './shapes';

/** A bathroom: tiled back wall, a free-standing tub or a rain shower behind glass, a basin under a mirror. */
export function drawBathroom(context: SceneContext): string {
  const { palette, caption } = context;
  const hasTub = /tub|bath\b|bathtub|soaking|marble/i.test(caption);
  const { left, right, top, bottom } = BACK;
  const wall = /marble/i.test(caption) ? '#f1eee8' : '#eef2f2';
  const grid = [
    ...Array.from({ length: 9 }, (_, index) => line(left, top + index * 45, right, top + index * 45, '#d3d7d6', 2)),
    ...Array.from({ length: 13 }, (_, index) => line(left + index * 52, top, left + index * 52, bottom, '#d3d7d6', 2)),
  ];
  return [
    roomBox(context, { floor: '#cfc9bd', wall }),
    rect(left, top, right - left, bottom - top, wall),
    ...grid,
    // Basin and mirror on the left of the back wall.
    rect(330, 190, 150, 170, '#dbe8ee', `stroke="${palette.trim}" stroke-width="10" rx="6"`),
    path('M350 210 l60 0 l-60 60Z', '#fff', 'opacity="0.5"'),
    rect(310, 390, 190, 30, palette.wood),
    ellipse(405, 392, 60, 10, '#fbfbfb'),
    rect(400, 372, 6, 20, '#9aa0a6'),
    hasTub
      ? [path('M520 600 Q520 700 640 700 L820 700 Q940 700 940 600Z', '#fbfbfb'), rect(510, 592, 440, 16, '#ffffff', 'rx="8"'), rect(880, 540, 8, 60, '#9aa0a6'), ellipse(720, 640, 150, 20, '#dcecf2', 'opacity="0.8"')].join('')
      : [rect(640, top + 10, 250, bottom - top - 10, '#cfe3ea', 'opacity="0.45"'), line(640, top + 10, 640, bottom, '#9aa0a6', 4), rect(742, 160, 6, 40, '#9aa0a6'), ellipse(745, 204, 40, 8, '#9aa0a6'), ...Array.from({ length: 8 }, (_, index) => line(715 + index * 9, 216, 705 + index * 12, 470, '#a9d2e0', 2, 'opacity="0.6"'))].join(''),
    rect(1040, 360, 14, 220, palette.wood),
    rect(1000, 380, 60, 150, palette.fabric, 'rx="6"'),
    plant(170, 760, 130, palette),
    circle(600, 120, 80, 'url(#glow)', 'opacity="0.5"'),
  ].join('');
}
