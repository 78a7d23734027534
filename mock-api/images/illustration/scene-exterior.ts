import { skyAndCity } from './backdrop';
import { hasWater } from './scene-of-caption';
import type { SceneContext } from './scene-context';
import { circle, ellipse, group, line, path, polygon, rect, seededSequence } from './shapes';

const STREET = 640;

function tree(x: number, base: number, size: number, leaf: string): string {
  return [rect(x - 5, base - size * 1.2, 10, size * 1.2, '#6b4f3a'), circle(x, base - size * 1.5, size * 0.8, leaf), circle(x - size * 0.45, base - size * 1.2, size * 0.55, leaf), circle(x + size * 0.45, base - size * 1.25, size * 0.6, leaf)].join('');
}

function streetLamp(x: number): string {
  return [rect(x - 3, STREET - 150, 6, 150, '#2f3338'), rect(x - 12, STREET - 160, 24, 12, '#2f3338', 'rx="4"'), circle(x, STREET - 145, 26, 'url(#glow)')].join('');
}

/** A row of windows with sills; some are lit, the same ones on every request. */
function windows(context: SceneContext, left: number, top: number, columns: number, rows: number, next: () => number, step = 92): string {
  const { palette, sky } = context;
  const parts: string[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = left + column * step;
      const y = top + row * 92;
      const isLit = next() < (sky.isNight ? 0.6 : 0.18);
      parts.push(rect(x, y, 50, 62, isLit ? '#ffe2a3' : '#9fb8c8'), rect(x, y, 50, 62, 'none', `stroke="${palette.trim}" stroke-width="5"`), line(x + 25, y, x + 25, y + 62, palette.trim, 3), rect(x - 6, y + 62, 62, 7, palette.trim));
    }
  }
  return parts.join('');
}

/** Scalloped awnings over the shop-front windows, in the hotel's accent colour. */
function awning(x: number, y: number, width: number, colour: string, stripe: string): string {
  const scallops = Array.from({ length: Math.round(width / 20) }, (_, index) => circle(x + 10 + index * 20, y + 36, 10, colour)).join('');
  const stripes = Array.from({ length: Math.round(width / 40) }, (_, index) => polygon([[x + index * 40, y], [x + index * 40 + 20, y], [x + index * 40 + 20, y + 36], [x + index * 40, y + 36]], stripe)).join('');
  return group('', [polygon([[x - 6, y], [x + width + 6, y], [x + width, y + 36], [x, y + 36]], colour), stripes, scallops]);
}

/** The hotel from across the street: its façade, entrance and awnings, neighbours either side, the city behind. */
export function drawExterior(context: SceneContext): string {
  const { palette, caption, seed } = context;
  const next = seededSequence(`${seed}exterior`);
  const isCanal = hasWater(caption);
  const facadeLeft = 330;
  const facadeWidth = 540;
  const roof = 150;
  return [
    skyAndCity(context, 470, { landmarkAt: 0.88 }),
    // Neighbours, a shade apart from the hotel, so it stands forward.
    rect(40, 300, 290, STREET - 300, palette.facadeShade, 'opacity="0.75"'),
    rect(870, 260, 300, STREET - 260, palette.facadeShade, 'opacity="0.6"'),
    windows(context, 80, 340, 3, 2, next),
    windows(context, 910, 300, 3, 3, next),
    // The hotel: cornice, body, and the ground floor in the trim colour.
    rect(facadeLeft - 16, roof - 24, facadeWidth + 32, 28, palette.trim),
    rect(facadeLeft, roof, facadeWidth, STREET - roof, palette.facade),
    rect(facadeLeft, roof, 18, STREET - roof, palette.facadeShade),
    rect(facadeLeft, roof + 4, facadeWidth, 10, palette.facadeShade, 'opacity="0.6"'),
    windows(context, facadeLeft + 42, roof + 40, 6, 3, next, 86),
    rect(facadeLeft - 10, 452, facadeWidth + 20, 16, palette.trim),
    rect(facadeLeft, 468, facadeWidth, STREET - 468, palette.facadeShade),
    rect(facadeLeft + 30, 520, 140, 120, '#f4d9a2', 'opacity="0.9"'),
    rect(facadeLeft + facadeWidth - 170, 520, 140, 120, '#f4d9a2', 'opacity="0.9"'),
    awning(facadeLeft + 24, 484, 152, palette.accent, palette.trim),
    awning(facadeLeft + facadeWidth - 176, 484, 152, palette.accent, palette.trim),
    // The entrance: a door under a canopy, with a step and two planters.
    rect(540, 500, 120, 140, palette.accentDark),
    rect(548, 508, 50, 132, '#e9c98c', 'opacity="0.85"'),
    rect(602, 508, 50, 132, '#e9c98c', 'opacity="0.85"'),
    rect(510, 482, 180, 20, palette.accent),
    rect(506, STREET - 6, 188, 10, palette.trim),
    rect(490, 600, 34, 40, palette.wood),
    circle(507, 590, 22, '#5d8a5e'),
    rect(676, 600, 34, 40, palette.wood),
    circle(693, 590, 22, '#5d8a5e'),
    // Street level: pavement, kerb, and road or canal.
    rect(0, STREET, 1200, 40, '#d8d2c7'),
    rect(0, STREET + 40, 1200, 8, '#b9b1a4'),
    isCanal ? rect(0, STREET + 48, 1200, 112, 'url(#water)') : rect(0, STREET + 48, 1200, 112, '#55585e'),
    isCanal
      ? [0, 1, 2, 3].map((index) => line(80 + index * 300, 740 + (index % 2) * 20, 200 + index * 300, 740 + (index % 2) * 20, '#a8cde0', 4, 'opacity="0.7"')).join('')
      : [0, 1, 2, 3, 4, 5].map((index) => rect(40 + index * 210, 728, 110, 8, '#e9e4d8')).join(''),
    streetLamp(300),
    streetLamp(900),
    tree(200, STREET + 10, 48, '#6d9a6a'),
    tree(1020, STREET + 10, 54, '#5f8c5d'),
    /cable car/i.test(caption) ? cableCar() : '',
    ellipse(600, STREET + 30, 460, 8, '#000', 'opacity="0.06"'),
  ].join('');
}

function cableCar(): string {
  return [line(0, 668, 1200, 668, '#3b3b3b', 3), rect(150, 610, 260, 90, '#b8412e', 'rx="10"'), rect(150, 596, 260, 18, '#7c2a1d', 'rx="6"'), ...[0, 1, 2, 3].map((index) => rect(170 + index * 60, 626, 42, 36, '#f6e7c6')), circle(200, 706, 12, '#2a2a2a'), circle(360, 706, 12, '#2a2a2a'), path('M150 660 h260', 'none', 'stroke="#f3c74f" stroke-width="6"')].join('');
}
