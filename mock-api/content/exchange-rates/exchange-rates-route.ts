import type { FastifyInstance } from 'fastify';
import type { ExchangeRates } from '../../../shared/domain/exchange-rates';
import { contentApiPaths } from '../../../shared/domain/paths';
import type { Database } from '../../db/database';
import { readContentRevision } from '../content-revision';

type RateRow = { currency: string; per_usd: string; as_of: string };

/**
 * The currency selector's rates (spec 02 section 2). Public and the same for everyone, kept by browsers
 * and asked again with the ETag the content revision moves. Where rows disagree on their day (one rate
 * edited later), the answer is as of the oldest, the day every rate shown holds from.
 */
export async function exchangeRatesRoute(app: FastifyInstance, { db }: { db: Database }) {
  app.get(contentApiPaths.exchangeRates, async (request, reply) => {
    const etag = `"exchange-rates-${await readContentRevision(db)}"`;
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const { rows } = await db.query<RateRow>("select currency, per_usd::text, to_char(as_of, 'YYYY-MM-DD') as as_of from exchange_rates order by currency");
    const asOf = rows.map((row) => row.as_of).sort()[0] ?? '';
    return { asOf, perUsd: Object.fromEntries(rows.map((row) => [row.currency, Number(row.per_usd)])) } satisfies ExchangeRates;
  });
}
