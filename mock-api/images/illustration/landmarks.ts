import { circle, path, polygon, rect } from './shapes';

/** Draws one landmark standing on (x, base), `s` times its own size, in one silhouette colour. */
type Landmark = (x: number, base: number, s: number, fill: string) => string;

const needle = (height: number, pods: readonly (readonly [number, number])[]): Landmark => (x, b, s, f) =>
  [
    polygon([[x - 9 * s, b], [x - 3 * s, b - height * s], [x + 3 * s, b - height * s], [x + 9 * s, b]], f),
    rect(x - 1.2 * s, b - (height + 40) * s, 2.4 * s, 40 * s, f),
    ...pods.map(([at, r]) => circle(x, b - at * s, r * s, f)),
  ].join('');

const stepped = (tiers: readonly (readonly [number, number])[], spire: number): Landmark => (x, b, s, f) => {
  let top = b;
  const parts = tiers.map(([width, height]) => {
    top -= height * s;
    return rect(x - (width / 2) * s, top, width * s, height * s, f);
  });
  return [...parts, polygon([[x - 3 * s, top], [x, top - spire * s], [x + 3 * s, top]], f)].join('');
};

const dome = (radius: number, drum: number): Landmark => (x, b, s, f) =>
  [
    rect(x - (radius + 14) * s, b - drum * s, (radius + 14) * 2 * s, drum * s, f),
    path(`M${x - radius * s} ${b - drum * s} A${radius * s} ${radius * 1.05 * s} 0 0 1 ${x + radius * s} ${b - drum * s}Z`, f),
    rect(x - 6 * s, b - (drum + radius * 1.05 + 24) * s, 12 * s, 26 * s, f),
    circle(x, b - (drum + radius * 1.05 + 28) * s, 5 * s, f),
  ].join('');

const minaret = (height: number): Landmark => (x, b, s, f) =>
  [rect(x - 5 * s, b - height * s, 10 * s, height * s, f), rect(x - 8 * s, b - height * 0.7 * s, 16 * s, 6 * s, f), polygon([[x - 5 * s, b - height * s], [x, b - (height + 34) * s], [x + 5 * s, b - height * s]], f)].join('');

const lattice = (height: number, decks: readonly number[]): Landmark => (x, b, s, f) => {
  const h = height * s;
  const foot = h * 0.32;
  return [
    path(`M${x - foot} ${b} Q${x - foot * 0.25} ${b - h * 0.45} ${x - 3 * s} ${b - h} L${x + 3 * s} ${b - h} Q${x + foot * 0.25} ${b - h * 0.45} ${x + foot} ${b} L${x + foot * 0.45} ${b} Q${x} ${b - h * 0.2} ${x - foot * 0.45} ${b}Z`, f),
    ...decks.map((at) => rect(x - foot * (1 - at) * 0.62, b - h * at, foot * (1 - at) * 1.24, 5 * s, f)),
    rect(x - 1.2 * s, b - h - 30 * s, 2.4 * s, 30 * s, f),
  ].join('');
};

const clockTower: Landmark = (x, b, s, f) =>
  [rect(x - 14 * s, b - 230 * s, 28 * s, 230 * s, f), rect(x - 18 * s, b - 270 * s, 36 * s, 44 * s, f), polygon([[x - 18 * s, b - 270 * s], [x, b - 330 * s], [x + 18 * s, b - 270 * s]], f)].join('');

const shells: Landmark = (x, b, s, f) =>
  [
    rect(x - 150 * s, b - 18 * s, 300 * s, 18 * s, f),
    ...[[-120, 70], [-60, 110], [10, 130], [80, 100]].map(([dx, h]) => path(`M${x + dx! * s} ${b - 18 * s} Q${x + (dx! + 10) * s} ${b - h! * s} ${x + (dx! + 62) * s} ${b - (h! + 10) * s} Q${x + (dx! + 50) * s} ${b - 50 * s} ${x + (dx! + 56) * s} ${b - 18 * s}Z`, f)),
  ].join('');

const bridge: Landmark = (x, b, s, f) =>
  [
    ...[-160, 160].map((dx) => rect(x + (dx - 8) * s, b - 220 * s, 16 * s, 220 * s, f)),
    path(`M${x - 320 * s} ${b - 60 * s} Q${x - 240 * s} ${b - 40 * s} ${x - 160 * s} ${b - 215 * s} Q${x} ${b - 40 * s} ${x + 160 * s} ${b - 215 * s} Q${x + 240 * s} ${b - 40 * s} ${x + 320 * s} ${b - 60 * s}`, 'none', `stroke="${f}" stroke-width="${4 * s}"`),
    rect(x - 320 * s, b - 62 * s, 640 * s, 10 * s, f),
  ].join('');

const sandsTowers: Landmark = (x, b, s, f) =>
  [...[-70, 0, 70].map((dx) => polygon([[x + (dx - 22) * s, b], [x + (dx - 16) * s, b - 190 * s], [x + (dx + 16) * s, b - 190 * s], [x + (dx + 22) * s, b]], f)), path(`M${x - 110 * s} ${b - 190 * s} L${x + 130 * s} ${b - 196 * s} L${x + 126 * s} ${b - 206 * s} L${x - 110 * s} ${b - 204 * s}Z`, f)].join('');

const mountain: Landmark = (x, b, s, f) => path(`M${x - 420 * s} ${b} L${x - 260 * s} ${b - 150 * s} L${x - 200 * s} ${b - 170 * s} L${x + 180 * s} ${b - 172 * s} L${x + 230 * s} ${b - 150 * s} L${x + 420 * s} ${b}Z`, f);

const prang: Landmark = (x, b, s, f) =>
  [polygon([[x - 60 * s, b], [x - 44 * s, b - 50 * s], [x + 44 * s, b - 50 * s], [x + 60 * s, b]], f), path(`M${x - 36 * s} ${b - 50 * s} Q${x - 30 * s} ${b - 170 * s} ${x} ${b - 210 * s} Q${x + 30 * s} ${b - 170 * s} ${x + 36 * s} ${b - 50 * s}Z`, f), rect(x - 1.5 * s, b - 250 * s, 3 * s, 42 * s, f), ...[-90, 90].map((dx) => path(`M${x + (dx - 16) * s} ${b} Q${x + dx * s} ${b - 110 * s} ${x + (dx + 16) * s} ${b}Z`, f))].join('');

const gables: Landmark = (x, b, s, f) =>
  [-150, -90, -30, 30, 90, 150]
    .map((dx, index) => {
      const h = (120 + (index % 3) * 22) * s;
      const left = x + (dx - 28) * s;
      const right = x + (dx + 28) * s;
      return path(`M${left} ${b} L${left} ${b - h} L${left + 12 * s} ${b - h} L${left + 12 * s} ${b - h - 16 * s} L${x + dx * s} ${b - h - 40 * s} L${right - 12 * s} ${b - h - 16 * s} L${right - 12 * s} ${b - h} L${right} ${b - h} L${right} ${b}Z`, f);
    })
    .join('');

const column: Landmark = (x, b, s, f) => [rect(x - 30 * s, b - 30 * s, 60 * s, 30 * s, f), rect(x - 8 * s, b - 220 * s, 16 * s, 190 * s, f), circle(x, b - 236 * s, 14 * s, f), polygon([[x - 26 * s, b - 236 * s], [x, b - 226 * s], [x + 26 * s, b - 246 * s], [x, b - 236 * s]], f)].join('');

const gateway: Landmark = (x, b, s, f) =>
  [path(`M${x - 90 * s} ${b} L${x - 90 * s} ${b - 130 * s} L${x + 90 * s} ${b - 130 * s} L${x + 90 * s} ${b} L${x + 30 * s} ${b} L${x + 30 * s} ${b - 60 * s} A${30 * s} ${30 * s} 0 0 0 ${x - 30 * s} ${b - 60 * s} L${x - 30 * s} ${b}Z`, f), ...[-70, 0, 70].map((dx) => path(`M${x + (dx - 18) * s} ${b - 130 * s} A${18 * s} ${22 * s} 0 0 1 ${x + (dx + 18) * s} ${b - 130 * s}Z`, f))].join('');

const both = (...landmarks: readonly (readonly [number, Landmark])[]): Landmark => (x, b, s, f) => landmarks.map(([dx, draw]) => draw(x + dx * s, b, s, f)).join('');

/** Each city's skyline landmark, by the city's name as the hotels table writes it. */
const LANDMARKS: Readonly<Record<string, Landmark>> = {
  'New York': stepped([[90, 150], [64, 80], [40, 50], [22, 34]], 70),
  London: both([-90, clockTower], [90, dome(70, 70)]),
  Paris: lattice(330, [0.22, 0.48]),
  Tokyo: lattice(300, [0.38, 0.7]),
  Bangkok: prang,
  Dubai: stepped([[70, 90], [52, 90], [36, 90], [22, 80], [12, 60]], 110),
  Shanghai: needle(280, [[80, 30], [200, 20], [262, 9]]),
  Sydney: shells,
  Rome: dome(90, 90),
  Istanbul: both([-120, minaret(210)], [0, dome(80, 60)], [120, minaret(210)]),
  'San Francisco': bridge,
  Singapore: sandsTowers,
  Seoul: both([0, mountain], [0, needle(170, [[132, 16]])]),
  'Cape Town': mountain,
  'São Paulo': stepped([[80, 200], [54, 60]], 20),
  Toronto: needle(320, [[230, 24], [280, 9]]),
  'Mexico City': column,
  Berlin: needle(270, [[208, 28]]),
  Chicago: stepped([[100, 170], [70, 90], [44, 70]], 10),
  Lisbon: both([0, dome(60, 60)], [-140, minaret(120)]),
  Amsterdam: gables,
  Mumbai: gateway,
};

/** The landmark of `city`, or none for a city without one (its skyline is its buildings alone). */
export const landmarkOf = (city: string): Landmark | undefined => LANDMARKS[city];
