import type { ValidationMessage } from '../i18n/message-ref';
import { isCountryIn, type CountryCode } from './country-code';
import { brokenPasswordRules, passwordNeedsMessage } from './password-rules';
import { enrollmentSmsNumberError } from './phone-number';

/**
 * Inline enrollment (one-click join, "OCJ") on the guest-info page: a guest booking without an account
 * may join with the booking's details, a password, an SMS number and, in some countries, an explicit
 * consent. Checked by the guest-info overlay before sending and by the server before creating the member.
 */

/** Spec 02 section 9: countries whose residents cannot join online (sanctions); they can still book as guests. */
export const OCJ_PROHIBITED_COUNTRIES = ['CU', 'KP', 'SY', 'IR'] as const satisfies readonly CountryCode[];

/**
 * Spec 02 section 9: countries whose data-protection law wants the guest's own, explicit agreement
 * before a member profile is made: the consent box starts unticked and joining waits for the tick.
 * Elsewhere accepting the programme's terms by joining is enough, and no box is shown.
 */
export const ENHANCED_OPT_IN_COUNTRIES = ['GB', 'FR', 'DE', 'AE', 'SA'] as const satisfies readonly CountryCode[];

export function isEnrollmentProhibited(country: string | null | undefined): boolean {
  return isCountryIn(country, OCJ_PROHIBITED_COUNTRIES);
}

export function needsExplicitOptIn(country: string | null | undefined): boolean {
  return isCountryIn(country, ENHANCED_OPT_IN_COUNTRIES);
}

/**
 * Joining online is closed to the guest's country (a prohibited one, or the server said so): also the
 * words a page shows for the server's ENROLLMENT_NOT_AVAILABLE.
 */
export const enrollmentNotAvailable = { key: 'validation.enrollment.countryNotAvailable' } as const satisfies ValidationMessage;

/** Why a guest of `country` cannot join here, or null when they can. */
export function enrollmentCountryError(country: string | null | undefined): ValidationMessage | null {
  return isEnrollmentProhibited(country) ? enrollmentNotAvailable : null;
}

/** Why joining waits for the consent box, or null when it is ticked or not needed in `country`. */
export function enrollmentConsentError(country: string | null | undefined, hasGivenConsent: boolean): ValidationMessage | null {
  return needsExplicitOptIn(country) && !hasGivenConsent ? { key: 'validation.enrollment.consentRequired' } : null;
}

/** Why a new member's password is refused, naming every rule it breaks (password-rules.ts), or null. */
export function enrollmentPasswordError(password: string): ValidationMessage | null {
  if (!password) return { key: 'validation.password.required' };
  return passwordNeedsMessage(brokenPasswordRules(password));
}

export type InlineEnrollmentInput = { country: CountryCode; password: string; smsNumber: string; hasGivenConsent: boolean };
export type InlineEnrollmentErrors = Partial<Record<keyof InlineEnrollmentInput, ValidationMessage>>;

/**
 * Every inline-enrollment error, field by field. A prohibited country is the only error shown: no
 * other answer would let that guest join, so asking them to fix a password would mislead.
 */
export function validateInlineEnrollment(input: InlineEnrollmentInput): InlineEnrollmentErrors {
  const country = enrollmentCountryError(input.country);
  if (country) return { country };
  const errors: InlineEnrollmentErrors = {};
  const password = enrollmentPasswordError(input.password);
  const smsNumber = enrollmentSmsNumberError(input.smsNumber, input.country);
  const hasGivenConsent = enrollmentConsentError(input.country, input.hasGivenConsent);
  if (password) errors.password = password;
  if (smsNumber) errors.smsNumber = smsNumber;
  if (hasGivenConsent) errors.hasGivenConsent = hasGivenConsent;
  return errors;
}
