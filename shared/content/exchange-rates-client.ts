import type { ExchangeRates } from '../domain/exchange-rates';
import { contentApiPaths } from '../domain/paths';
import { pageFetch } from '../ssr/page-fetch';

/** The SWR key of the currency selector's rates. */
export const exchangeRatesKey = 'exchange-rates';

/** The content service's exchange rates, asked for only once a guest picks another currency. */
export async function getExchangeRates(): Promise<ExchangeRates> {
  const response = await pageFetch(contentApiPaths.exchangeRates, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The content service answered ${response.status} for the exchange rates`);
  return (await response.json()) as ExchangeRates;
}
