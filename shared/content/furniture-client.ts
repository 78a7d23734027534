import type { SupportedLocale } from '../domain/locales';
import { contentApiPaths } from '../domain/paths';
import type { SiteFurniture } from '../domain/site-furniture';
import { pageFetch } from '../ssr/page-fetch';

/** The SWR key of a locale's furniture; the server reads it for every page under the same key. */
export const siteFurnitureKey = (locale: SupportedLocale) => ['site-furniture', locale] as const;

/** The footer and language selector content of `locale` from the content service. */
export async function getSiteFurniture([, locale]: ReturnType<typeof siteFurnitureKey>): Promise<SiteFurniture> {
  const response = await pageFetch(`${contentApiPaths.furniture}?locale=${encodeURIComponent(locale)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The content service answered ${response.status} for the site furniture`);
  return (await response.json()) as SiteFurniture;
}
