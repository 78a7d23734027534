import type { FastifyInstance } from 'fastify';
import { DEFAULT_CONTENT_LOCALE, type ContentEntry, type ContentSearchResponse } from '../../shared/domain/content-search';
import { contentApiPaths } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import { sendApiError } from '../http/send-error';
import { isBodyProblem } from '../telemetry/body-fields';
import { findContentEntries, type ContentEntryRow } from './content-entries';
import { furnitureRoute } from './furniture/furniture-route';
import { exchangeRatesRoute } from './exchange-rates/exchange-rates-route';
import { readContentSearchBody, readContentSearchQuery } from './read-content-search';

export type ContentRoutesOptions = { db: Database };

/** A search body is a few short lists; anything much bigger is not a page asking. */
export const CONTENT_SEARCH_BODY_LIMIT = 8 * 1024;

const answerOf = (row: ContentEntryRow, includeLink: boolean): ContentEntry => {
  const { link, ...entry } = row;
  return includeLink ? { ...entry, link } : entry;
};

/** The content service (spec section 7), on both origins: the search the hotel header finds its logo with, the site's furniture and the exchange rates. */
export async function contentRoutes(app: FastifyInstance, { db }: ContentRoutesOptions) {
  app.post(contentApiPaths.search, { bodyLimit: CONTENT_SEARCH_BODY_LIMIT }, async (request, reply) => {
    const query = readContentSearchQuery(request.query);
    if (isBodyProblem(query)) return sendApiError(reply, 400, 'BAD_REQUEST', query.problem);
    const body = readContentSearchBody(request.body);
    if (isBodyProblem(body)) return sendApiError(reply, 400, 'BAD_REQUEST', body.problem);
    const filter = { taxonomies: body.taxonomies, types: body.types, locales: body.locales, limit: query.limit };
    let rows = await findContentEntries(db, filter);
    if (rows.length === 0 && query.defaultLocale && !body.locales.includes(DEFAULT_CONTENT_LOCALE)) {
      rows = await findContentEntries(db, { ...filter, locales: [DEFAULT_CONTENT_LOCALE] });
    }
    return { entries: rows.map((row) => answerOf(row, body.includeLink)) } satisfies ContentSearchResponse;
  });
  await furnitureRoute(app, { db });
  await exchangeRatesRoute(app, { db });
}
