import { BACK, backWindow, roomBox } from './room-box';
import type { SceneContext } from './scene-context';
import { circle, ellipse, polygon, rect } from './shapes';

function bedsideLamp(x: number, tableTop: number, palette: SceneContext['palette']): string {
  return [
    rect(x - 44, tableTop, 88, 90, palette.wood),
    rect(x - 44, tableTop + 40, 88, 4, palette.floorShade),
    rect(x - 3, tableTop - 60, 6, 60, '#3a3a3a'),
    polygon([[x - 34, tableTop - 56], [x - 22, tableTop - 110], [x + 22, tableTop - 110], [x + 34, tableTop - 56]], '#f7ecd6'),
    circle(x, tableTop - 70, 90, 'url(#glow)', 'opacity="0.7"'),
  ].join('');
}

/** One bed seen from its foot: headboard on the back wall, duvet and throw, pillows, coming towards the viewer. */
function bed(centre: number, width: number, palette: SceneContext['palette'], pillows: number): string {
  const back = BACK.bottom - 20;
  const half = width / 2;
  const frontHalf = half * 1.3;
  return [
    rect(centre - half - 20, back - 190, width + 40, 190, palette.fabric, 'rx="10"'),
    rect(centre - half - 8, back - 178, width + 16, 166, '#ffffff', 'opacity="0.12" rx="6"'),
    ...Array.from({ length: pillows }, (_, index) => rect(centre - half + 14 + index * ((width - 28) / pillows), back - 46, (width - 28) / pillows - 12, 50, '#fbf8f2', 'rx="18"')),
    polygon([[centre - half, back], [centre + half, back], [centre + frontHalf, 690], [centre - frontHalf, 690]], '#fdfbf7'),
    polygon([[centre - half * 1.08, back + 70], [centre + half * 1.08, back + 70], [centre + frontHalf * 1.02, 620], [centre - frontHalf * 1.02, 620]], palette.accent, 'opacity="0.9"'),
    rect(centre - frontHalf, 690, frontHalf * 2, 46, '#e9e3d8'),
    rect(centre - frontHalf, 736, frontHalf * 2, 18, palette.wood),
  ].join('');
}

/** A guest room: window on the city, the bed or beds with lamps either side, a rug and a picture. */
export function drawBedroom(context: SceneContext): string {
  const { palette, caption } = context;
  const isTwin = /twin|two|bunk/i.test(caption);
  return [
    roomBox(context),
    backWindow(context, 640, 170, 220, 230),
    rect(350, 190, 150, 110, palette.trim),
    rect(362, 202, 126, 86, palette.accent, 'opacity="0.55"'),
    circle(400, 250, 22, palette.fabric, 'opacity="0.7"'),
    ellipse(600, 740, 470, 60, palette.accentDark, 'opacity="0.18"'),
    ...(isTwin
      ? [bed(470, 210, palette, 1), bed(760, 210, palette, 1), bedsideLamp(615, 430, palette)]
      : [bedsideLamp(330, 430, palette), bedsideLamp(870, 430, palette), bed(600, 380, palette, 2)]),
  ].join('');
}
