import { isJsonObject, type Read } from '../telemetry/body-fields';
import type { RequestedSize } from './svg-document';

/** Bounds of the query an image address may carry; quality is checked though an SVG has no use for it. */
export const IMAGE_QUERY_BOUNDS = { width: [16, 2400], height: [16, 2400], quality: [1, 100] } as const;

type Bounded = keyof typeof IMAGE_QUERY_BOUNDS;

const WHOLE_NUMBER = /^\d{1,5}$/;

/** Checks `width`, `height` and `quality`, each optional and given once; other parameters are ignored. */
export function readImageQuery(query: unknown): Read<RequestedSize> {
  const record = isJsonObject(query) ? query : {};
  const size: RequestedSize = {};
  for (const key of Object.keys(IMAGE_QUERY_BOUNDS) as Bounded[]) {
    const raw = record[key];
    if (raw === undefined) continue;
    const [min, max] = IMAGE_QUERY_BOUNDS[key];
    const value = typeof raw === 'string' && WHOLE_NUMBER.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) return { problem: `${key} must be a whole number from ${min} to ${max}, given once.` };
    if (key !== 'quality') size[key] = value;
  }
  return size;
}
