import { DEFAULT_LOCALE, supportedLocaleOf } from '../../shared/domain/locales';
import { messageArea as mailArea } from '../../shared/i18n/generated/areas/mail';
import { loadAreas, messagesFor, type Messages } from '../../shared/i18n/messages';

/**
 * The words of the messages the product sends, from the same catalogues the pages use (the `mail`
 * area), in `locale` when it is one the site speaks and in en-US otherwise. Each locale's words are
 * loaded once per process.
 */
export async function mailWords(locale: string | null | undefined): Promise<Messages> {
  const supported = supportedLocaleOf(locale) ?? DEFAULT_LOCALE;
  await loadAreas(supported, [mailArea]);
  return messagesFor(supported);
}
