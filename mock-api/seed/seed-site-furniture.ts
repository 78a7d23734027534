import type { Queryable } from '../db/database';
import { FOOTER_FIXTURES, HOME_PAGE_FIXTURES, LANGUAGE_SELECTOR_FIXTURES, LINK_BANNER_FIXTURES, PROMOTIONS_FIXTURES } from './site-furniture-fixtures';

/**
 * Gives the database its first footer, language selector, link banner, promotional cards and home page content, each slot and locale only where it has
 * none: content edited since is the content team's and is left as it is.
 */
export async function seedSiteFurniture(tx: Queryable): Promise<void> {
  const documents = [
    ...Object.entries(FOOTER_FIXTURES).map(([locale, content]) => ({ slot: 'footer', locale, content })),
    ...Object.entries(LANGUAGE_SELECTOR_FIXTURES).map(([locale, content]) => ({ slot: 'language-selector', locale, content })),
    ...Object.entries(LINK_BANNER_FIXTURES).map(([locale, content]) => ({ slot: 'link-banner', locale, content })),
    ...Object.entries(PROMOTIONS_FIXTURES).map(([locale, content]) => ({ slot: 'promotions', locale, content })),
    ...Object.entries(HOME_PAGE_FIXTURES).map(([locale, content]) => ({ slot: 'home-page', locale, content })),
  ];
  for (const { slot, locale, content } of documents) {
    await tx.query('insert into site_furniture (slot, locale, content) values ($1, $2, $3::jsonb) on conflict (slot, locale) do nothing', [slot, locale, JSON.stringify(content)]);
  }
}
