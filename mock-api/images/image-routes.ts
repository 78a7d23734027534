import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { imagePaths } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import { entityTagOf, isNotModified } from '../http/entity-tag';
import { sendApiError } from '../http/send-error';
import { isBodyProblem } from '../telemetry/body-fields';
import { drawBrandLogo } from './draw-brand-logo';
import { drawHotelPhoto } from './draw-hotel-photo';
import { drawRoomPhoto } from './draw-room-photo';
import { findBrand, findHotelPhoto, findRoomPhoto } from './image-sources';
import { readImageQuery } from './read-image-query';
import type { RequestedSize } from './svg-document';

export type ImageRoutesOptions = { db: Database };

/**
 * The policy of the image itself: an SVG opened on its own is a document, and this one may run no
 * script, load nothing and be framed by no one; its drawing needs only inline presentation.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

// One path segment: no slash, no dot before the extension (so no `..`), and short.
const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.svg$/;
const LOGO_NAME = /^([a-z0-9]{1,10})(-alternate)?\.svg$/;
const BAD_NAME = 'An image name is 1 to 100 letters, digits, hyphens or underscores followed by .svg, in one path segment.';

type Drawn = { svg: string } | { missing: string };

/** Hotel photos, room photos and brand logos, drawn as SVG from the database on both sites (the image cache domain's paths). */
export async function imageRoutes(app: FastifyInstance, { db }: ImageRoutesOptions) {
  app.get(`${imagePaths.hotelPhotos}*`, (request, reply) =>
    answer(request, reply, async (name, size) => {
      const photo = await findHotelPhoto(db, `${imagePaths.hotelPhotos}${name}`);
      return photo ? { svg: drawHotelPhoto(photo, size) } : { missing: `No hotel photo is stored at ${imagePaths.hotelPhotos}${name}.` };
    }),
  );

  app.get(`${imagePaths.roomPhotos}*`, (request, reply) =>
    answer(request, reply, async (name, size) => {
      const photo = await findRoomPhoto(db, `${imagePaths.roomPhotos}${name}`);
      return photo ? { svg: drawRoomPhoto(photo, size) } : { missing: `No room photo is stored at ${imagePaths.roomPhotos}${name}.` };
    }),
  );

  app.get(`${imagePaths.logos}*`, (request, reply) =>
    answer(request, reply, async (name, size) => {
      const [, brandCode, alternate] = LOGO_NAME.exec(name) ?? [];
      const brand = brandCode ? await findBrand(db, brandCode.toUpperCase()) : null;
      if (!brand) return { missing: `No logo is drawn for ${name}: logos are {brand}.svg or {brand}-alternate.svg for a brand of the chain, such as mc.svg.` };
      return { svg: drawBrandLogo({ ...brand, isAlternate: alternate !== undefined }, size) };
    }),
  );
}

/**
 * Checks the name and the query (400), draws (404 when nothing is stored under the name), and sends the
 * SVG with its ETag, or a 304 when the browser holds that drawing already (a day's max-age ends, the
 * browser asks again, and an unchanged photo costs no bytes).
 */
async function answer(request: FastifyRequest, reply: FastifyReply, draw: (name: string, size: RequestedSize) => Promise<Drawn>) {
  const name = (request.params as { '*'?: string })['*'] ?? '';
  if (!IMAGE_NAME.test(name)) return sendApiError(reply, 400, 'INVALID_IMAGE_NAME', BAD_NAME);
  const size = readImageQuery(request.query);
  if (isBodyProblem(size)) return sendApiError(reply, 400, 'INVALID_IMAGE_SIZE', size.problem);
  const drawn = await draw(name, size);
  if ('missing' in drawn) return sendApiError(reply, 404, 'IMAGE_NOT_FOUND', drawn.missing);
  const entityTag = entityTagOf(drawn.svg);
  reply
    .header('cache-control', IMAGE_CACHE_CONTROL)
    .header('etag', entityTag)
    .header('content-security-policy', IMAGE_CSP)
    // Pages load these from the image cache domain, which may be another origin than theirs.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (isNotModified(request.headers['if-none-match'], entityTag)) return reply.code(304).send();
  return reply.header('content-type', 'image/svg+xml').send(drawn.svg);
}
