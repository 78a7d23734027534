import { landmarkOf } from './landmarks';
import { polygon, rect, seededSequence } from './shapes';

export type SkylineOptions = { city: string; seed: string; baseline: number; scale: number; fill: string; width?: number; landmarkAt?: number };

/**
 * A city's silhouette along a baseline: buildings of several heights, some set back or pitched, with the
 * city's landmark standing among them. Drawn in one colour so it reads as distance, not detail.
 */
export function citySkyline({ city, seed, baseline, scale, fill, width = 1200, landmarkAt = 0.64 }: SkylineOptions): string {
  const next = seededSequence(`${city}|${seed}`);
  const parts: string[] = [];
  const landmarkX = width * landmarkAt;
  for (let x = -20; x < width + 20; ) {
    const buildingWidth = (46 + next() * 70) * scale;
    // Buildings beside the landmark stay low, so its outline reads.
    const isBesideLandmark = Math.abs(x + buildingWidth / 2 - landmarkX) < 170 * scale;
    const height = (50 + next() ** 1.6 * 150) * scale * (isBesideLandmark ? 0.45 : 1);
    const top = baseline - height;
    parts.push(rect(x, top, buildingWidth, height + 2, fill));
    const crown = next();
    if (crown < 0.3) parts.push(rect(x + buildingWidth * 0.2, top - 22 * scale, buildingWidth * 0.6, 22 * scale, fill));
    else if (crown < 0.45) parts.push(polygon([[x, top], [x + buildingWidth / 2, top - 26 * scale], [x + buildingWidth, top]], fill));
    else if (crown < 0.55) parts.push(rect(x + buildingWidth / 2 - 1, top - 36 * scale, 2, 36 * scale, fill));
    x += buildingWidth + next() * 10 * scale;
  }
  const landmark = landmarkOf(city);
  if (landmark) parts.push(landmark(landmarkX, baseline, scale * 1.2, fill));
  return parts.join('');
}
