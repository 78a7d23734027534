import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCIES, type ExchangeRates } from '../../../shared/domain/exchange-rates';
import { contentApiPaths } from '../../../shared/domain/paths';
import { EXCHANGE_RATES_AS_OF } from '../../seed/exchange-rate-fixtures';
import { startTestApi, type TestApi } from '../../testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ratesOf = (headers: Record<string, string> = {}) => fetch(`${api.hostUrl}${contentApiPaths.exchangeRates}`, { headers });

describe('the exchange rates (content service)', () => {
  it('answers a rate for every display currency from the database, the dollar at 1', async () => {
    const response = await ratesOf();
    expect(response.status).toBe(200);
    const rates = (await response.json()) as ExchangeRates;
    expect(rates.asOf).toBe(EXCHANGE_RATES_AS_OF);
    expect(Object.keys(rates.perUsd).sort()).toEqual([...DISPLAY_CURRENCIES].sort());
    expect(rates.perUsd.USD).toBe(1);
    expect(rates.perUsd.JPY).toBe(151.37);
  });

  it('shows an edit at once: the ETag moves, an unchanged answer is a 304, and the day is the oldest rate’s', async () => {
    const first = await ratesOf();
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect((await ratesOf({ 'if-none-match': etag })).status).toBe(304);
    await api.db.query("update exchange_rates set per_usd = 0.93, as_of = '2026-11-20' where currency = 'EUR'");
    const edited = await ratesOf({ 'if-none-match': etag });
    expect(edited.status).toBe(200);
    const rates = (await edited.json()) as ExchangeRates;
    expect(rates.perUsd.EUR).toBe(0.93);
    expect(rates.asOf).toBe(EXCHANGE_RATES_AS_OF);
  });
});
