/** Small SVG element writers for the illustrations; every number is rounded so a drawing is byte-stable. */

const n = (value: number) => String(Math.round(value * 10) / 10);

export type Point = readonly [number, number];

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''} />`;

export const polygon = (points: readonly Point[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''} />`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''} />`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''} />`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''} />`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''} />`;

export const group = (attributes: string, children: readonly string[]) => `<g ${attributes}>${children.join('')}</g>`;

/** A vertical gradient with an id, for skies, walls and water. */
export const verticalGradient = (id: string, stops: readonly (readonly [number, string])[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}" />`).join('')}</linearGradient>`;

/** A stable number from text, so a hotel keeps its look from one request to the next. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** A deterministic sequence of numbers in [0, 1) seeded by text: a drawing's only source of variety. */
export function seededSequence(seed: string): () => number {
  let state = hashOf(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
