import path from 'node:path';
import { completeCatalogues, readCatalogues } from '../../shared/i18n/catalogue-source';

const catalogues = completeCatalogues(readCatalogues(path.resolve('shared/i18n/messages')));

/**
 * A plain message of a catalogue as the page shows it in `locale` (shared/i18n/messages; a variant such
 * as en-GB inherits what it does not override), so a test in another language finds the same control
 * the English test finds by its words.
 */
export function messageIn(locale: string, area: string, key: string): string {
  const text = catalogues.get(locale)?.get(area)?.[key];
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${locale}/${area}`);
  return text;
}
