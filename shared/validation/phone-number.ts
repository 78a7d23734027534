import type { ValidationMessage } from '../i18n/message-ref';
import { normalizeCountryCode, type CountryCode } from './country-code';
import { stripNonDigits } from './text-patterns';

/**
 * Phone rules of spec 02 section 5 for the guest's phone on a booking and the SMS number of inline
 * enrollment. Both fields hold the national number: the country is chosen beside them, so `+`, spaces,
 * brackets and hyphens typed with the number are dropped (`stripNonDigits`) before counting.
 */

/** Spec section 5: maximum phone digits by country, Hong Kong 8, China 11, anywhere else 10. */
const PHONE_MAX_DIGITS: Readonly<Record<CountryCode, number>> = { HK: 8, CN: 11 };
export const DEFAULT_PHONE_MAX_DIGITS = 10;
/**
 * Not in the spec: 7 digits, the shortest national numbers in common use and the lower bound the spec
 * sets for the enrollment SMS number, so a number that passes there is not refused here. Hong Kong
 * numbers are all 8 digits, so there the minimum is the maximum.
 */
const PHONE_MIN_DIGITS: Readonly<Record<CountryCode, number>> = { HK: 8 };
export const DEFAULT_PHONE_MIN_DIGITS = 7;

/** The digits the phone number is counted and stored as. */
export function normalizePhoneNumber(value: string): string {
  return stripNonDigits(value);
}

export function phoneMaxDigits(country: string | null | undefined): number {
  return PHONE_MAX_DIGITS[normalizeCountryCode(country)] ?? DEFAULT_PHONE_MAX_DIGITS;
}

export function phoneMinDigits(country: string | null | undefined): number {
  return PHONE_MIN_DIGITS[normalizeCountryCode(country)] ?? DEFAULT_PHONE_MIN_DIGITS;
}

/** Why the guest's phone number is refused for `country`, or null when its digits fit. */
export function phoneNumberError(value: string, country: string | null | undefined): ValidationMessage | null {
  const digits = normalizePhoneNumber(value);
  const max = phoneMaxDigits(country);
  const min = phoneMinDigits(country);
  if (!digits) return { key: 'validation.phone.required' };
  if (min === max && digits.length !== max) return { key: 'validation.phone.exactDigits', params: { digits: max } };
  if (digits.length > max) return { key: 'validation.phone.tooManyDigits', params: { max } };
  if (digits.length < min) return { key: 'validation.phone.tooFewDigits', params: { min } };
  return null;
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
