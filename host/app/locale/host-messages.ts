import { DEFAULT_LOCALE, supportedLocaleOf, type SupportedLocale } from '../../../shared/domain/locales';
import { messageArea as commonMessages } from '../../../shared/i18n/generated/areas/common';
import { messageArea as hostMessages } from '../../../shared/i18n/generated/areas/host';
import { messageArea as pagesMessages } from '../../../shared/i18n/generated/areas/host-pages';
import { messageArea as searchMessages } from '../../../shared/i18n/generated/areas/host-search';
import { messageArea as bookingMessages } from '../../../shared/i18n/generated/areas/host-booking';
import { messageArea as accountMessages } from '../../../shared/i18n/generated/areas/host-account';
import { messageArea as checkoutMessages } from '../../../shared/i18n/generated/areas/host-checkout';
import { messageArea as reservationsMessages } from '../../../shared/i18n/generated/areas/host-reservations';
import { messageArea as refusalsMessages } from '../../../shared/i18n/generated/areas/refusals';
import { messageArea as validationMessages } from '../../../shared/i18n/generated/areas/validation';
import { loadAreas } from '../../../shared/i18n/messages';

/**
 * The catalogue areas every host page speaks from: the UI kit's, the shared field rules', the
 * reservation system's refusals (any booking or reservation page may meet one), the site's furniture
 * and home page (host), the home page's search and its results (host-search), and the hotel, saved-hotel, trip, sign-in and lookup pages (host-pages), whose
 * dialogs any page may open.
 */
export const HOST_MESSAGE_AREAS = [commonMessages, validationMessages, refusalsMessages, hostMessages, pagesMessages, searchMessages];

/** Loads the host's words in `locale`; a page renders, or hydrates, only once they are in hand. */
export function loadHostMessages(locale: SupportedLocale): Promise<void> {
  return loadAreas(locale, HOST_MESSAGE_AREAS);
}

/** The areas of the booking, reservation and account pages, which load with those pages' code rather than with every page. */
export const FEATURE_MESSAGE_AREAS = [bookingMessages, checkoutMessages, reservationsMessages, accountMessages];

/**
 * A lazy route that loads the feature pages' words with its code, in the page's locale. The server
 * holds every area already; this is the browser's way to the same.
 */
export function withFeatureMessages<Route>(lazy: () => Promise<Route>): () => Promise<Route> {
  if (typeof document === 'undefined') return lazy;
  return async () => (await Promise.all([lazy(), loadAreas(documentLocale(), FEATURE_MESSAGE_AREAS)]))[0];
}

/** The locale the server rendered this page in, from `<html lang>`. */
export function documentLocale(): SupportedLocale {
  return supportedLocaleOf(document.documentElement.lang) ?? DEFAULT_LOCALE;
}
