import { isJsonObject, type Read } from '../telemetry/body-fields';
import type { RequestedSize } from './svg-document';

/** Bounds of the query an image address may carry; quality sets the AVIF and WebP encoders' quality. */
export const IMAGE_QUERY_BOUNDS = { width: [16, 2400], height: [16, 2400], quality: [1, 100] } as const;

type Bounded = keyof typeof IMAGE_QUERY_BOUNDS;

/** The size asked for, and the encoders' quality when one is. */
export type ImageQuery = RequestedSize & { quality?: number };

const WHOLE_NUMBER = /^\d{1,5}$/;
const VERSION = /^[A-Za-z0-9]{1,16}$/;

/** Checks `width`, `height` and `quality`, each optional and given once; other parameters are ignored. */
export function readImageQuery(query: unknown): Read<ImageQuery> {
  const record = isJsonObject(query) ? query : {};
  const read: ImageQuery = {};
  for (const key of Object.keys(IMAGE_QUERY_BOUNDS) as Bounded[]) {
    const raw = record[key];
    if (raw === undefined) continue;
    const [min, max] = IMAGE_QUERY_BOUNDS[key];
    const value = typeof raw === 'string' && WHOLE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) return { problem: `${key} must be a whole number from ${min} to ${max}, given once.` };
    read[key] = value;
  }
  return read;
}

/** The drawings' version an address names (`v`), if any: 1 to 16 letters or digits, given once. */
export function readImageVersion(query: unknown): Read<string | undefined> {
  const raw = (isJsonObject(query) ? query : {}).v;
  if (raw === undefined) return undefined;
  return typeof raw === 'string' && VERSION.test(raw) ? raw : { problem: 'v must be 1 to 16 letters or digits, given once.' };
}
