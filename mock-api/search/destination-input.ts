import { DESTINATION_MAX_LENGTH } from '../../shared/booking/hotel-search-request';
import { isSupportedLocale } from '../../shared/domain/locales';
import { badUserInput } from '../booking/booking-errors';
import { foldForMatch } from './place-match';

/** A typed destination, folded for matching; refused when empty or too long. */
export function destinationQueryOf(text: string, field: string, locale: string): string {
  if (text.length > DESTINATION_MAX_LENGTH) throw badUserInput(field, `Type at most ${DESTINATION_MAX_LENGTH} characters of a city or hotel.`);
  const folded = foldForMatch(text, locale);
  if (!folded) throw badUserInput(field, 'Type a city or a hotel.');
  return folded;
}

/** The locale a suggestion's words are in: one the site speaks, en-US when none is named. */
export function placeLocaleOf(locale: string | null | undefined): string {
  if (locale === null || locale === undefined) return 'en-US';
  if (!isSupportedLocale(locale)) throw badUserInput('locale', 'Name a locale the site speaks, such as en-US or ar.');
  return locale;
}
