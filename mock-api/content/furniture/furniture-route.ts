import type { FastifyInstance } from 'fastify';
import { SUPPORTED_LOCALES, supportedLocaleOf } from '../../../shared/domain/locales';
import { contentApiPaths } from '../../../shared/domain/paths';
import type { Database } from '../../db/database';
import { sendApiError } from '../../http/send-error';
import { readContentRevision } from '../content-revision';
import { readSiteFurniture } from './read-site-furniture';

/**
 * The footer and language selector content of one locale (the content service, spec 01 section 7).
 * Public and the same for everyone, so browsers keep it and ask again with its ETag, which changes with
 * the content revision that every edit of it moves.
 */
export async function furnitureRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.get(contentApiPaths.furniture, async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).locale;
    const locale = typeof asked === 'string' ? supportedLocaleOf(asked) : null;
    if (!locale) return sendApiError(reply, 400, 'BAD_REQUEST', `locale must name one of ${SUPPORTED_LOCALES.join(', ')}`);
    const etag = `"furniture-${locale}-${await readContentRevision(db)}"`;
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return readSiteFurniture(db, locale, request.log);
  });
}
