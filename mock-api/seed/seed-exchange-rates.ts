import type { Queryable } from '../db/database';
import { EXCHANGE_RATE_FIXTURES, EXCHANGE_RATES_AS_OF } from './exchange-rate-fixtures';

/** Gives the database its first exchange rates, each currency only where it has none: a rate edited since is left as it is. */
export async function seedExchangeRates(tx: Queryable): Promise<void> {
  for (const [currency, perUsd] of Object.entries(EXCHANGE_RATE_FIXTURES)) {
    await tx.query('insert into exchange_rates (currency, per_usd, as_of) values ($1, $2, $3) on conflict (currency) do nothing', [currency, perUsd, EXCHANGE_RATES_AS_OF]);
  }
}
