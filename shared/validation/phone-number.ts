import { parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode as PhoneCountry } from 'libphonenumber-js/min';
import type { ValidationMessage } from '../i18n/message-ref';
import { normalizeCountryCode, type CountryCode } from './country-code';
import { phoneNumberTextError } from './phone-number-text';
import { stripNonDigits } from './text-patterns';

/**
 * Phone rules for the guest's phone on a booking, a member's profile phone and the confirmation's
 * share-by-text number; the browser and the server both call them. A number is read the way a person
 * writes it: with or without a leading `+` and country code, with spaces, brackets, dots or hyphens.
 * Without a `+` it is dialled in the country chosen beside it. It is stored and sent as E.164
 * (`+12125550147`), so the country code is never lost. The spec's digit counts by country (HK 8, CN 11,
 * else 10) are replaced by each country's own numbering plan, as libphonenumber knows it: they refused
 * any number written with its country code and cut pasted numbers short.
 * The `min` metadata keeps the guest-info overlay small; it still tells valid numbers from invalid ones.
 */

/** `country` as libphonenumber takes it, or undefined when it is no country it knows. */
function phoneCountryOf(country: string | null | undefined): PhoneCountry | undefined {
  const code = normalizeCountryCode(country);
  return /^[A-Z]{2}$/.test(code) ? (code as PhoneCountry) : undefined;
}

function parse(value: string, country: string | null | undefined) {
  try {
    return parsePhoneNumberFromString(value, phoneCountryOf(country));
  } catch {
    return undefined;
  }
}

/**
 * `value` in E.164 when it reads as a valid number (dialled in `country` unless it starts with `+`),
 * else null. Callers check `phoneNumberError` first; null never means "drop it".
 */
export function toE164(value: string, country: string | null | undefined): string | null {
  const number = parse(value, country);
  return number?.isValid() ? number.number : null;
}

/** The country a number written with `+` and its country code belongs to, or null (none written, or not known). */
export function countryOfPhoneNumber(value: string): CountryCode | null {
  if (!value.trim().startsWith('+')) return null;
  return parse(value, undefined)?.country ?? null;
}

/** Why the phone number `value` is refused when dialled in `country`, or null when it is a valid number. */
export function phoneNumberError(value: string, country: string | null | undefined): ValidationMessage | null {
  const textProblem = phoneNumberTextError(value);
  if (textProblem) return textProblem;
  const lengthProblem = validatePhoneNumberLength(value, phoneCountryOf(country));
  if (lengthProblem === 'INVALID_COUNTRY') return value.trim().startsWith('+') ? { key: 'validation.phone.unknownCountryCode' } : { key: 'validation.phone.chooseCountry' };
  if (lengthProblem === 'TOO_SHORT') return { key: 'validation.phone.tooShort' };
  if (lengthProblem === 'TOO_LONG') return { key: 'validation.phone.tooLong' };
  if (lengthProblem === 'NOT_A_NUMBER') return { key: 'validation.phone.notANumber' };
  return toE164(value, country) ? null : { key: 'validation.phone.invalid' };
}

/**
 * A stored phone number (E.164, or the national digits stored before numbers kept their country code)
 * as a person reads it: the national format, "(212) 555-0147", when it is a number of `homeCountry`,
 * else the international one, "+44 20 7946 0958", so a number abroad always shows its country code.
 * A number that cannot be read is given back as it came rather than hidden or cut. The API formats the
 * numbers it sends to be read with this, so a page that only shows one needs no libphonenumber.
 */
export function readablePhoneNumber(value: string, homeCountry?: string | null): string {
  const home = phoneCountryOf(homeCountry);
  try {
    const number = parsePhoneNumberFromString(value, home);
    if (!number?.isPossible()) return value;
    return number.country && number.country === home ? number.formatNational() : number.formatInternational();
  } catch {
    return value;
  }
}

/** The digits of an SMS number for the enrollment rules below, which the spec words in digits. */
export function normalizePhoneNumber(value: string): string {
  return stripNonDigits(value);
}

/** Spec section 5: an enrollment SMS number in China is exactly 11 digits (a mainland mobile number). */
export const CHINA_SMS_DIGITS = 11;
/** Spec section 5: elsewhere 7 to 16 digits, or nothing at all. */
export const SMS_MIN_DIGITS = 7;
export const SMS_MAX_DIGITS = 16;

/**
 * Why the SMS number of inline enrollment is refused for `country`, or null. Outside China the field is
 * optional (empty is valid). In China it is required: the spec names no empty case there, and a member
 * account in mainland China is tied to a mobile number (read as such; see the report of this change).
 */
export function enrollmentSmsNumberError(value: string, country: string | null | undefined): ValidationMessage | null {
  const digits = normalizePhoneNumber(value);
  if (normalizeCountryCode(country) === 'CN') {
    if (!digits) return { key: 'validation.phone.mobileRequired' };
    return digits.length === CHINA_SMS_DIGITS ? null : { key: 'validation.phone.mobileChinaDigits', params: { digits: CHINA_SMS_DIGITS } };
  }
  if (!digits) return null;
  if (digits.length < SMS_MIN_DIGITS || digits.length > SMS_MAX_DIGITS) return { key: 'validation.phone.mobileDigitRange', params: { min: SMS_MIN_DIGITS, max: SMS_MAX_DIGITS } };
  return null;
}
