import { hashOf } from './shapes';

/** One hotel's colours: its façade, trim and accent outside, its walls, floor and fabrics inside. */
export type Palette = {
  facade: string;
  facadeShade: string;
  trim: string;
  accent: string;
  accentDark: string;
  wall: string;
  wallShade: string;
  floor: string;
  floorShade: string;
  fabric: string;
  wood: string;
};

// A few palettes chosen together, so every hotel looks of one chain while keeping a character of its own.
const PALETTES: readonly Palette[] = [
  { facade: '#c8765a', facadeShade: '#a95d44', trim: '#f3e6d6', accent: '#2f5d62', accentDark: '#1f4246', wall: '#efe3d3', wallShade: '#dccbb6', floor: '#b98e6b', floorShade: '#9a7253', fabric: '#2f5d62', wood: '#8a5a3b' },
  { facade: '#34445e', facadeShade: '#26334a', trim: '#e3d3ae', accent: '#c9a24a', accentDark: '#9c7a2e', wall: '#e9e5dc', wallShade: '#d4cdbf', floor: '#8c6f56', floorShade: '#6f5641', fabric: '#34445e', wood: '#6b4b34' },
  { facade: '#9fb39a', facadeShade: '#82977d', trim: '#f6f1e7', accent: '#b5523b', accentDark: '#8c3b28', wall: '#eef0e8', wallShade: '#d8dccf', floor: '#a88b6a', floorShade: '#8a6f51', fabric: '#b5523b', wood: '#7a5a3c' },
  { facade: '#dcc7a4', facadeShade: '#c2aa83', trim: '#fffaf0', accent: '#1f4e79', accentDark: '#153756', wall: '#f3ece0', wallShade: '#e0d5c2', floor: '#9c7b5b', floorShade: '#7e6146', fabric: '#1f4e79', wood: '#70513a' },
  { facade: '#4b5059', facadeShade: '#3a3e46', trim: '#ebe6dc', accent: '#e07a5f', accentDark: '#b95a41', wall: '#ecebe6', wallShade: '#d6d3ca', floor: '#7d6a58', floorShade: '#625243', fabric: '#e07a5f', wood: '#5c4533' },
  { facade: '#e2b4a4', facadeShade: '#cc9886', trim: '#fff6ef', accent: '#3d5a80', accentDark: '#2a4060', wall: '#f6ece6', wallShade: '#e6d6cc', floor: '#b08968', floorShade: '#8f6c4f', fabric: '#3d5a80', wood: '#7f5b41' },
];

/** The palette of the hotel with the code `hotelCode`: the same one on every request. */
export function paletteOf(hotelCode: string): Palette {
  return PALETTES[hashOf(hotelCode.toUpperCase()) % PALETTES.length]!;
}

/** A sky: its gradient from the top down, the sun's colour, and the colour of far buildings against it. */
export type Sky = { stops: readonly (readonly [number, string])[]; sun: string; haze: string; isNight: boolean };

const SKIES = {
  day: { stops: [[0, '#7fb7e0'], [0.7, '#cfe6f4'], [1, '#eef6fa']], sun: '#fff6d8', haze: '#9db7c9', isNight: false },
  golden: { stops: [[0, '#e99b7a'], [0.6, '#f8c9a0'], [1, '#fde8cc']], sun: '#fff1cf', haze: '#c7918a', isNight: false },
  dusk: { stops: [[0, '#2c3a66'], [0.55, '#7d6a94'], [1, '#eaa58a']], sun: '#ffd9a8', haze: '#4a4a6e', isNight: true },
} as const satisfies Record<string, Sky>;

export type SkyName = keyof typeof SKIES;

/** The sky of a picture: what its caption says of the hour, else the hour its place in the gallery gives. */
export function skyOf(caption: string, position: number): Sky {
  if (/dusk|sunset|night|evening|sky bar|rooftop bar/i.test(caption)) return SKIES.dusk;
  if (/breakfast|morning|beach|pool/i.test(caption)) return SKIES.day;
  const order: readonly SkyName[] = ['day', 'golden', 'day', 'dusk'];
  return SKIES[order[position % order.length]!];
}
