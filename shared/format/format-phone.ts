import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js/min';

/** How a phone number is shown: `homeCountry` is the country whose people dial it without its country code. */
export type FormatPhoneOptions = { homeCountry?: string | null | undefined };

/**
 * A stored phone number (E.164, or the national digits stored before numbers kept their country code)
 * as a person reads it: the national format, "(212) 555-0147", when it is a number of `homeCountry`,
 * else the international one, "+44 20 7946 0958", so a number abroad always shows its country code.
 * A number that cannot be read is shown as it came rather than hidden or cut.
 */
export function formatPhoneNumber(value: string, { homeCountry }: FormatPhoneOptions = {}): string {
  const home = homeCountry?.trim().toUpperCase() || undefined;
  try {
    const number = parsePhoneNumberFromString(value, home as PhoneCountry | undefined);
    if (!number?.isPossible()) return value;
    return number.country && number.country === home ? number.formatNational() : number.formatInternational();
  } catch {
    return value;
  }
}
