import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_DRAWING_VERSION, IMAGE_WIDTHS, type RasterFormat } from '../../shared/domain/image-variants';
import { imagePaths } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import { entityTagOf, isNotModified } from '../http/entity-tag';
import { sendApiError } from '../http/send-error';
import { isBodyProblem } from '../telemetry/body-fields';
import { drawBrandLogo } from './draw-brand-logo';
import { drawHotelPhoto } from './draw-hotel-photo';
import { drawRoomPhoto } from './draw-room-photo';
import { findBrand, findHotelPhoto, findRoomPhoto } from './image-sources';
import { RasterCache, type Rendered } from './raster-cache';
import { rasterise } from './rasterise';
import { readImageQuery, readImageVersion } from './read-image-query';
import type { RequestedSize } from './svg-document';

export type ImageRoutesOptions = { db: Database; rasterCacheBytes?: number };

/**
 * The policy of the image itself: an SVG opened on its own is a document, and this one may run no
 * script, load nothing and be framed by no one; its drawing needs only inline presentation.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** An address without the drawings' version: kept a day, then asked again with its ETag. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';
/** An address with the drawings' version names one picture for good. */
export const VERSIONED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// One path segment: no slash, no dot before the extension (so no `..`), and short.
const IMAGE_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]{0,99})\.(svg|avif|webp)$/;
const LOGO_NAME = /^([a-z0-9]{1,10})(-alternate)?$/;
const MIME_TYPES: Readonly<Record<RasterFormat | 'svg', string>> = { avif: 'image/avif', webp: 'image/webp', svg: 'image/svg+xml' };
const BAD_NAME = 'An image name is 1 to 100 letters, digits, hyphens or underscores followed by .svg, .avif or .webp, in one path segment.';
const BAD_RASTER_WIDTH = `width of an AVIF or WebP picture must be one of ${IMAGE_WIDTHS.join(', ')}.`;
// Enough for every photo of the demo hotels at every width in both formats, and far below a process's memory.
const DEFAULT_RASTER_CACHE_BYTES = 48 * 1024 * 1024;

type Drawn = { svg: string } | { missing: string };
type Draw = (base: string, size: RequestedSize) => Promise<Drawn>;

/**
 * Hotel photos, room photos and brand logos, drawn as SVG from the database on both sites (the image
 * cache domain's paths), and each also as AVIF and WebP at the widths pages list in `srcset`.
 */
export async function imageRoutes(app: FastifyInstance, { db, rasterCacheBytes = DEFAULT_RASTER_CACHE_BYTES }: ImageRoutesOptions) {
  const cache = new RasterCache(rasterCacheBytes);
  const route = (prefix: string, draw: Draw) => app.get(`${prefix}*`, (request, reply) => answer(request, reply, cache, draw));

  route(imagePaths.hotelPhotos, async (base, size) => {
    const photo = await findHotelPhoto(db, `${imagePaths.hotelPhotos}${base}.svg`);
    return photo ? { svg: drawHotelPhoto(photo, size) } : { missing: `No hotel photo is stored at ${imagePaths.hotelPhotos}${base}.svg.` };
  });

  route(imagePaths.roomPhotos, async (base, size) => {
    const photo = await findRoomPhoto(db, `${imagePaths.roomPhotos}${base}.svg`);
    return photo ? { svg: drawRoomPhoto(photo, size) } : { missing: `No room photo is stored at ${imagePaths.roomPhotos}${base}.svg.` };
  });

  route(imagePaths.logos, async (base, size) => {
    const [, brandCode, alternate] = LOGO_NAME.exec(base) ?? [];
    const brand = brandCode ? await findBrand(db, brandCode.toUpperCase()) : null;
    if (!brand) return { missing: `No logo is drawn for ${base}.svg: logos are {brand}.svg or {brand}-alternate.svg for a brand of the chain, such as mc.svg.` };
    return { svg: drawBrandLogo({ ...brand, isAlternate: alternate !== undefined }, size) };
  });
}

/**
 * Checks the name and the query (400), draws (404 when nothing is stored under the name), renders a
 * raster format through the cache, and sends the picture with its ETag, or a 304 when the browser holds
 * it already (a day's max-age ends, the browser asks again, and an unchanged picture costs no bytes).
 */
async function answer(request: FastifyRequest, reply: FastifyReply, cache: RasterCache, draw: Draw) {
  const name = (request.params as { '*'?: string })['*'] ?? '';
  const [, base = '', extension] = IMAGE_NAME.exec(name) ?? [];
  if (!extension) return sendApiError(reply, 400, 'INVALID_IMAGE_NAME', BAD_NAME);
  const format = extension as RasterFormat | 'svg';
  const size = readImageQuery(request.query);
  if (isBodyProblem(size)) return sendApiError(reply, 400, 'INVALID_IMAGE_SIZE', size.problem);
  if (format !== 'svg' && !IMAGE_WIDTHS.some((width) => width === size.width)) return sendApiError(reply, 400, 'INVALID_IMAGE_SIZE', BAD_RASTER_WIDTH);
  const version = readImageVersion(request.query);
  if (isBodyProblem(version)) return sendApiError(reply, 400, 'INVALID_IMAGE_VERSION', version.problem);
  const drawn = await draw(base, size);
  if ('missing' in drawn) return sendApiError(reply, 404, 'IMAGE_NOT_FOUND', drawn.missing);
  const picture = format === 'svg' ? { bytes: drawn.svg, entityTag: entityTagOf(drawn.svg) } : await renderThroughCache(cache, drawn.svg, format, size.quality);
  reply
    .header('cache-control', version === IMAGE_DRAWING_VERSION ? VERSIONED_IMAGE_CACHE_CONTROL : IMAGE_CACHE_CONTROL)
    .header('etag', picture.entityTag)
    .header('content-security-policy', IMAGE_CSP)
    // Pages load these from the image cache domain, which may be another origin than theirs.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (isNotModified(request.headers['if-none-match'], picture.entityTag)) return reply.code(304).send();
  return reply.header('content-type', MIME_TYPES[format]).send(picture.bytes);
}

/** The drawing's own bytes name it, so a changed caption or hotel name is a new key, never a stale hit. */
function renderThroughCache(cache: RasterCache, svg: string, format: RasterFormat, quality: number | undefined): Promise<Rendered> {
  return cache.get(`${format}|${quality ?? ''}|${entityTagOf(svg)}`, async () => {
    const bytes = await rasterise(svg, format, quality);
    return { bytes, entityTag: entityTagOf(bytes) };
  });
}
