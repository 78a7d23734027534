import { pendant, plant, sofa } from './furniture';
import { BACK, backWindow, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { circle, ellipse, polygon, rect } from './shapes';

/** The lobby: a tall window on the city, the reception desk under pendant lights, a sofa and plants. */
export function drawLobby(context: SceneContext): string {
  const { palette, caption } = context;
  const hasLanterns = /lantern/i.test(caption);
  const hasTiles = /azulejo|tile/i.test(caption);
  const { left, right, bottom } = BACK;
  return [
    roomBox(context),
    hasTiles ? tiles(left, 300, right - left, bottom - 300, palette.accent) : '',
    backWindow(context, 470, 150, 260, 260, { curtains: false }),
    rect(420, 150, 24, bottom - 150, palette.trim),
    rect(756, 150, 24, bottom - 150, palette.trim),
    // The reception desk, with its top catching the light.
    rect(400, 420, 400, 110, palette.wood, 'rx="6"'),
    rect(392, 410, 416, 16, palette.trim, 'rx="4"'),
    rect(420, 446, 360, 4, palette.floorShade),
    ellipse(600, 700, 420, 70, palette.accentDark, 'opacity="0.2"'),
    sofa(120, 720, 300, palette),
    rect(500, 660, 200, 14, palette.wood, 'rx="6"'),
    rect(520, 674, 10, 46, palette.wood),
    rect(670, 674, 10, 46, palette.wood),
    circle(600, 650, 14, palette.accent),
    plant(960, 760, 150, palette),
    plant(330, 520, 80, palette),
    ...(hasLanterns
      ? [380, 600, 820].map((x) => [rect(x - 1, 0, 2, 90, '#3a3a3a'), rect(x - 28, 90, 56, 80, '#f7efe0', 'rx="24"'), circle(x, 130, 90, 'url(#glow)', 'opacity="0.8"')].join(''))
      : [480, 600, 720].map((x) => pendant(x, 70, palette.accent))),
  ].join('');
}

function tiles(x: number, y: number, width: number, height: number, colour: string): string {
  const size = 40;
  const parts: string[] = [rect(x, y, width, height, '#f4f1ea')];
  for (let row = 0; row * size < height; row += 1) {
    for (let column = 0; column * size < width; column += 1) {
      const cx = x + column * size + size / 2;
      const cy = y + row * size + size / 2;
      parts.push(polygon([[cx, cy - 14], [cx + 14, cy], [cx, cy + 14], [cx - 14, cy]], colour, 'opacity="0.55"'));
    }
  }
  return parts.join('');
}
