import { cafeTable, pendant, plant } from './furniture';
import { BACK, backWindow, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { rect, seededSequence } from './shapes';

/** Shelves of bottles behind a bar counter, in a few colours of glass. */
function backBar(context: SceneContext): string {
  const next = seededSequence(`${context.seed}bottles`);
  const glass = ['#6f8f5a', '#b7793f', '#d9c27a', '#7c9fb3', '#a04b3b'];
  const bottles: string[] = [];
  for (const shelf of [250, 330, 410]) {
    bottles.push(rect(330, shelf, 540, 8, context.palette.wood));
    for (let x = 345; x < 850; x += 26 + next() * 12) {
      const height = 34 + next() * 26;
      const colour = glass[Math.floor(next() * glass.length)]!;
      bottles.push(rect(x, shelf - height, 16, height, colour, 'rx="4"'), rect(x + 5, shelf - height - 12, 6, 14, colour));
    }
  }
  return bottles.join('');
}

/** A restaurant or a bar: tables under pendant lights; a bar adds its counter and bottles, a restaurant a window. */
export function drawDining(context: SceneContext, { isBar }: { isBar: boolean }): string {
  const { palette } = context;
  const { bottom } = BACK;
  return [
    roomBox(context, { wall: isBar ? palette.wallShade : palette.wall }),
    isBar ? [rect(300, 160, 600, bottom - 160, palette.facadeShade, 'opacity="0.35"'), backBar(context), rect(300, 450, 600, 80, palette.wood), rect(290, 440, 620, 14, palette.trim)].join('') : backWindow(context, 380, 170, 440, 240),
    ...[420, 600, 780].map((x) => pendant(x, 60, palette.accent)),
    cafeTable(300, 690, 200, palette),
    cafeTable(880, 700, 210, palette),
    isBar ? '' : cafeTable(600, 600, 150, palette),
    plant(1120, 780, 140, palette),
  ].join('');
}
