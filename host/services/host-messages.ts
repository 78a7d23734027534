import { DEFAULT_LOCALE, supportedLocaleOf, type SupportedLocale } from '../../shared/domain/locales';
import { messageArea as commonMessages } from '../../shared/i18n/generated/areas/common';
import { messageArea as hostMessages } from '../../shared/i18n/generated/areas/host';
import { messageArea as pagesMessages } from '../../shared/i18n/generated/areas/host-pages';
import { messageArea as searchMessages } from '../../shared/i18n/generated/areas/host-search';
import { messageArea as bookingMessages } from '../../shared/i18n/generated/areas/host-booking';
import { messageArea as accountMessages } from '../../shared/i18n/generated/areas/host-account';
import { messageArea as checkoutMessages } from '../../shared/i18n/generated/areas/host-checkout';
import { messageArea as reservationsMessages } from '../../shared/i18n/generated/areas/host-reservations';
import { messageArea as refusalsMessages } from '../../shared/i18n/generated/areas/refusals';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { loadAreas } from '../../shared/i18n/messages';

/**
 * The catalogue areas every host page speaks from, the home page included: the UI kit's, the shared
 * field rules' (the search form's among them), the site's furniture (host: header, member menu, footer)
 * and the home page's search and its results (host-search). The home page, where most visits start,
 * loads nothing else.
 */
export const HOST_MESSAGE_AREAS = [commonMessages, validationMessages, hostMessages, searchMessages];

/** Loads the host's words in `locale`; a page renders, or hydrates, only once they are in hand. */
export function loadHostMessages(locale: SupportedLocale): Promise<void> {
  return loadAreas(locale, HOST_MESSAGE_AREAS);
}

/**
 * The areas of every other page, which load with that page's code: the reservation system's refusals
 * (any booking, reservation, account or sign-in page may meet one), the hotel, saved-hotel, trip,
 * sign-in and profile pages' words, and the booking, reservation and account pages'.
 */
export const FEATURE_MESSAGE_AREAS = [
  refusalsMessages,
  pagesMessages,
  bookingMessages,
  checkoutMessages,
  reservationsMessages,
  accountMessages,
];

/**
 * Loads `module` with the feature pages' words, in the page's locale: for a lazy route, or a dialog that
 * any page (the home page too) may open. The server holds every area already; this is the browser's way
 * to the same.
 */
export async function withFeatureWords<Module>(module: Promise<Module>): Promise<Module> {
  if (typeof document === 'undefined') return module;
  return (await Promise.all([module, loadAreas(documentLocale(), FEATURE_MESSAGE_AREAS)]))[0];
}

/** A lazy route that loads the feature pages' words with its code. */
export function withFeatureMessages<Route>(lazy: () => Promise<Route>): () => Promise<Route> {
  return () => withFeatureWords(lazy());
}

/** The locale the server rendered this page in, from `<html lang>`. */
export function documentLocale(): SupportedLocale {
  return supportedLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
}
