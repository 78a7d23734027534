import * as v from 'valibot';
import { DEFAULT_LOCALE, type SupportedLocale } from '../../../shared/domain/locales';
import type { FurnitureSlot, SiteFurniture } from '../../../shared/domain/site-furniture';
import { furnitureSlots } from '../../../shared/domain/site-furniture-schema';
import type { Queryable } from '../../db/database';

type FurnitureRow = { slot: FurnitureSlot; locale: string; content: unknown };

export type FurnitureLog = { error(details: object, message: string): void };

/**
 * The furniture of `locale`: each slot's document in that locale, else in en-US. A document that no
 * longer meets its schema (edited by hand into something the pages cannot show) is logged and passed
 * over for the next one, so a bad edit in one locale leaves its visitors the en-US furniture.
 */
export async function readSiteFurniture(db: Queryable, locale: SupportedLocale, log: FurnitureLog): Promise<SiteFurniture> {
  const locales = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  const { rows } = await db.query<FurnitureRow>(
    'select slot, locale, content from site_furniture where locale = any($1::text[]) order by array_position($1::text[], locale)',
    [locales],
  );
  const pick = <Slot extends FurnitureSlot>(slot: Slot) => {
    for (const row of rows.filter((candidate) => candidate.slot === slot)) {
      const checked = v.safeParse(furnitureSlots[slot], row.content);
      if (checked.success) return { locale: row.locale, content: checked.output as v.InferOutput<(typeof furnitureSlots)[Slot]> };
      log.error({ slot, locale: row.locale, issues: v.flatten(checked.issues) }, 'site furniture content does not meet its schema; passed over');
    }
    return null;
  };
  return { footer: pick('footer'), languageSelector: pick('language-selector'), linkBanner: pick('link-banner'), promotions: pick('promotions'), homePage: pick('home-page') };
}
