import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A plain message of a catalogue as the page shows it in `locale` (shared/i18n/messages), so a test in
 * another language finds the same control the English test finds by its words.
 */
export function messageIn(locale: string, area: string, key: string): string {
  const file = path.resolve('shared/i18n/messages', locale, `${area}.json`);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key];
  if (typeof text !== 'string') throw new Error(`No message ${key} in ${locale}/${area}`);
  return text;
}
