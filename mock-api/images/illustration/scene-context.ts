import type { Palette, Sky } from './palette';

/** Everything a scene is drawn from: the hotel's colours and city, the hour, and a seed for small variety. */
export type SceneContext = { palette: Palette; sky: Sky; city: string; seed: string; caption: string };

export const CANVAS = { width: 1200, height: 800 } as const;
