import type { Palette } from './palette';
import { circle, ellipse, line, path, polygon, rect } from './shapes';

/** A potted plant: a pot and a crown of leaves. */
export function plant(x: number, base: number, size: number, palette: Palette): string {
  return [
    ...[-0.9, -0.45, 0, 0.45, 0.9].map((lean) => path(`M${x} ${base - size * 0.5} Q${x + lean * size * 0.9} ${base - size * 1.5} ${x + lean * size * 1.1} ${base - size * 1.1} Q${x + lean * size * 0.5} ${base - size * 0.9} ${x} ${base - size * 0.5}Z`, lean === 0 ? '#4f7f55' : '#6a9a63')),
    polygon([[x - size * 0.35, base - size * 0.55], [x + size * 0.35, base - size * 0.55], [x + size * 0.26, base], [x - size * 0.26, base]], palette.accentDark),
  ].join('');
}

/** A pendant lamp hanging from the ceiling, with its glow. */
export function pendant(x: number, drop: number, colour: string): string {
  return [line(x, 0, x, drop, '#3a3a3a', 2), path(`M${x - 26} ${drop + 24} Q${x} ${drop - 14} ${x + 26} ${drop + 24}Z`, colour), circle(x, drop + 30, 70, 'url(#glow)', 'opacity="0.8"')].join('');
}

/** A sofa seen from the front, in the hotel's fabric. */
export function sofa(x: number, base: number, width: number, palette: Palette): string {
  return [
    rect(x, base - 120, width, 70, palette.fabric, 'rx="16"'),
    rect(x - 20, base - 80, 40, 70, palette.fabric, 'rx="14"'),
    rect(x + width - 20, base - 80, 40, 70, palette.fabric, 'rx="14"'),
    rect(x + 14, base - 66, width - 28, 46, palette.fabric, 'rx="10"'),
    rect(x + 14, base - 66, width - 28, 46, '#fff', 'opacity="0.12" rx="10"'),
    rect(x + 10, base - 12, 10, 12, palette.wood),
    rect(x + width - 20, base - 12, 10, 12, palette.wood),
    rect(x + 30, base - 110, 60, 44, palette.trim, 'rx="12"'),
  ].join('');
}

/** A round table with two chairs, seen at a slight angle. */
export function cafeTable(x: number, base: number, size: number, palette: Palette): string {
  const chair = (dx: number) => [rect(x + dx - size * 0.18, base - size * 0.95, size * 0.36, size * 0.5, palette.accent, 'rx="8"'), rect(x + dx - size * 0.2, base - size * 0.5, size * 0.4, size * 0.1, palette.accentDark), line(x + dx - size * 0.16, base - size * 0.42, x + dx - size * 0.18, base, palette.wood, 4), line(x + dx + size * 0.16, base - size * 0.42, x + dx + size * 0.18, base, palette.wood, 4)].join('');
  return [
    ellipse(x, base, size * 0.8, size * 0.12, '#000', 'opacity="0.08"'),
    chair(-size * 0.62),
    chair(size * 0.62),
    rect(x - 4, base - size * 0.55, 8, size * 0.55, '#3a3a3a'),
    ellipse(x, base - size * 0.58, size * 0.46, size * 0.1, '#fbf8f2'),
    circle(x - size * 0.12, base - size * 0.66, size * 0.05, palette.accent),
  ].join('');
}

/** A sun lounger with a parasol, by a pool. */
export function lounger(x: number, base: number, size: number, palette: Palette, hasParasol = true): string {
  return [
    polygon([[x - size * 0.6, base - size * 0.12], [x + size * 0.2, base - size * 0.12], [x + size * 0.5, base - size * 0.4], [x + size * 0.58, base - size * 0.34], [x + size * 0.28, base - size * 0.04], [x - size * 0.6, base - size * 0.04]], '#fbf8f2'),
    line(x - size * 0.5, base - size * 0.04, x - size * 0.5, base, '#8a8a8a', 4),
    line(x + size * 0.2, base - size * 0.04, x + size * 0.2, base, '#8a8a8a', 4),
    rect(x - size * 0.55, base - size * 0.16, size * 0.6, size * 0.05, palette.accent),
    hasParasol ? [line(x - size * 0.2, base, x - size * 0.2, base - size * 1.1, '#6b5a48', 4), path(`M${x - size * 0.8} ${base - size * 1.02} Q${x - size * 0.2} ${base - size * 1.5} ${x + size * 0.4} ${base - size * 1.02}Z`, palette.accent), path(`M${x - size * 0.5} ${base - size * 1.05} Q${x - size * 0.2} ${base - size * 1.5} ${x + size * 0.1} ${base - size * 1.05}Z`, '#fff', 'opacity="0.25"')].join('') : '',
  ].join('');
}

/** A palm tree leaning a little. */
export function palm(x: number, base: number, size: number): string {
  const top: [number, number] = [x + size * 0.2, base - size * 2];
  return [
    path(`M${x - 8} ${base} Q${x + size * 0.1} ${base - size} ${top[0]} ${top[1]} L${top[0] + 8} ${top[1]} Q${x + size * 0.16} ${base - size} ${x + 8} ${base}Z`, '#8a6a4a'),
    ...[-150, -110, -60, -20, 20].map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const tip: [number, number] = [top[0] + Math.cos(radians) * size * 0.9, top[1] + Math.sin(radians) * size * 0.9 + size * 0.45];
      return path(`M${top[0]} ${top[1]} Q${(top[0] + tip[0]) / 2} ${top[1] - size * 0.3} ${tip[0]} ${tip[1]} Q${(top[0] + tip[0]) / 2} ${top[1] - size * 0.1} ${top[0]} ${top[1]}Z`, '#4f8a57');
    }),
  ].join('');
}
