import { skyAndCity } from './backdrop';
import type { SceneContext } from './scene-context';
import { line, polygon, rect } from './shapes';

/** The back wall of a room seen straight on; the side walls, floor and ceiling run from it to the frame. */
export const BACK = { left: 290, right: 910, top: 130, bottom: 520 } as const;

/** A room in one-point perspective: ceiling, side walls in shade, floor with boards running to the back wall. */
export function roomBox({ palette }: SceneContext, { floor = palette.floor, wall = palette.wall } = {}): string {
  const { left, right, top, bottom } = BACK;
  const boards = Array.from({ length: 9 }, (_, index) => {
    const t = (index + 1) / 10;
    return line(left + (right - left) * t, bottom, -200 + 1600 * t, 800, palette.floorShade, 2, 'opacity="0.5"');
  });
  return [
    rect(0, 0, 1200, 800, wall),
    polygon([[0, 0], [1200, 0], [right, top], [left, top]], '#ffffff', 'opacity="0.35"'),
    polygon([[0, 0], [left, top], [left, bottom], [0, 800]], palette.wallShade),
    polygon([[1200, 0], [right, top], [right, bottom], [1200, 800]], palette.wallShade, 'opacity="0.8"'),
    polygon([[0, 800], [left, bottom], [right, bottom], [1200, 800]], floor),
    ...boards,
    line(left, bottom, right, bottom, palette.floorShade, 3),
  ].join('');
}

/** A window in the back wall with the city outside, its frame and mullions, and curtains either side. */
export function backWindow(context: SceneContext, x: number, y: number, width: number, height: number, { curtains = true } = {}): string {
  const { palette } = context;
  const clip = `win${Math.round(x)}${Math.round(y)}`;
  return [
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${width}" height="${height}" /></clipPath>`,
    `<g clip-path="url(#${clip})"><g transform="translate(${x} ${y}) scale(${width / 1200} ${height / 700})">${skyAndCity(context, 600, { scale: 1.6 })}</g></g>`,
    rect(x, y, width, height, 'none', `stroke="${palette.trim}" stroke-width="10"`),
    line(x + width / 2, y, x + width / 2, y + height, palette.trim, 6),
    rect(x - 8, y + height, width + 16, 10, palette.trim),
    curtains ? [rect(x - 46, y - 16, 52, height + 40, palette.fabric, 'opacity="0.9"'), rect(x + width - 6, y - 16, 52, height + 40, palette.fabric, 'opacity="0.9"'), rect(x - 60, y - 22, width + 120, 8, palette.wood)].join('') : '',
  ].join('');
}
