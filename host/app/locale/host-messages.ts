import { DEFAULT_LOCALE, supportedLocaleOf, type SupportedLocale } from '../../../shared/domain/locales';
import { messageArea as commonMessages } from '../../../shared/i18n/generated/areas/common';
import { messageArea as hostMessages } from '../../../shared/i18n/generated/areas/host';
import { loadAreas } from '../../../shared/i18n/messages';

/** The catalogue areas the host's pages speak from: the UI kit's and the host's own. */
export const HOST_MESSAGE_AREAS = [commonMessages, hostMessages];

/** Loads the host's words in `locale`; a page renders, or hydrates, only once they are in hand. */
export function loadHostMessages(locale: SupportedLocale): Promise<void> {
  return loadAreas(locale, HOST_MESSAGE_AREAS);
}

/** The locale the server rendered this page in, from `<html lang>`. */
export function documentLocale(): SupportedLocale {
  return supportedLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
}
