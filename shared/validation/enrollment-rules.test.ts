import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from '../i18n/message-ref';
import { validationInEnglishOf } from '../i18n/validation-in-english';
import {
  enrollmentConsentError as consentProblem,
  enrollmentCountryError as countryProblem,
  enrollmentPasswordError as passwordProblem,
  isEnrollmentProhibited,
  needsExplicitOptIn,
  validateInlineEnrollment as inlineEnrollmentProblems,
  type InlineEnrollmentInput,
} from './enrollment-rules';

// The rules answer message keys; worded in en-US, as the API and a page in en-US say them.
const inEnglish = (problem: ValidationMessage | null) => problem && validationInEnglishOf(problem);
const enrollmentCountryError = (country: string | undefined) => inEnglish(countryProblem(country));
const enrollmentConsentError = (country: string, consent: boolean) => inEnglish(consentProblem(country, consent));
const enrollmentPasswordError = (password: string) => inEnglish(passwordProblem(password));
const validateInlineEnrollment = (input: InlineEnrollmentInput) =>
  Object.fromEntries(Object.entries(inlineEnrollmentProblems(input)).map(([field, problem]) => [field, validationInEnglishOf(problem)]));

const PROHIBITED = 'Joining online is not available for this country or region. You can still complete your booking as a guest.';
const CONSENT = 'To join, tick the box to give your consent.';

describe('enrollment by country', () => {
  it.each([
    ['CU', true, false],
    ['KP', true, false],
    ['SY', true, false],
    ['IR', true, false],
    ['ir', true, false],
    ['GB', false, true],
    ['FR', false, true],
    ['DE', false, true],
    ['AE', false, true],
    ['sa', false, true],
    ['US', false, false],
    ['CN', false, false],
    ['', false, false],
    [undefined, false, false],
  ])('%j: prohibited %s, explicit opt-in %s', (country, prohibited, optIn) => {
    expect(isEnrollmentProhibited(country)).toBe(prohibited);
    expect(enrollmentCountryError(country)).toBe(prohibited ? PROHIBITED : null);
    expect(needsExplicitOptIn(country)).toBe(optIn);
  });

  it.each([
    ['GB', false, CONSENT],
    ['GB', true, null],
    ['de', false, CONSENT],
    ['US', false, null],
    ['US', true, null],
  ])('%j with consent %s: %j', (country, consent, message) => {
    expect(enrollmentConsentError(country, consent)).toBe(message);
  });
});

describe('enrollmentPasswordError reuses the password rules', () => {
  it.each([
    ['Stay#Well2026', null],
    ['Abcdefg1', null],
    ['', 'Choose a password.'],
    ['Ab1', 'Your password needs 8 to 20 characters.'],
    ['abcdefg1', 'Your password needs an uppercase letter.'],
    ['abcdefgh', 'Your password needs an uppercase letter; a number or one of @!#$&?%=_.'],
    ['Abcdefg1*', 'Your password needs only letters, numbers and @!#$&?%=_.'],
    ['ab', 'Your password needs 8 to 20 characters; an uppercase letter; a number or one of @!#$&?%=_.'],
    ['AB*', 'Your password needs 8 to 20 characters; a lowercase letter; a number or one of @!#$&?%=_; only letters, numbers and @!#$&?%=_.'],
  ])('%j: %j', (password, message) => {
    expect(enrollmentPasswordError(password)).toBe(message);
  });
});

describe('validateInlineEnrollment', () => {
  it('accepts a complete enrollment', () => {
    expect(validateInlineEnrollment({ country: 'US', password: 'Stay#Well2026', smsNumber: '', hasGivenConsent: false })).toEqual({});
    expect(validateInlineEnrollment({ country: 'GB', password: 'Stay#Well2026', smsNumber: '07700 900123', hasGivenConsent: true })).toEqual({});
    expect(validateInlineEnrollment({ country: 'CN', password: 'Stay#Well2026', smsNumber: '13800138000', hasGivenConsent: false })).toEqual({});
  });

  it('names every field that is wrong', () => {
    expect(validateInlineEnrollment({ country: 'FR', password: 'short', smsNumber: '123', hasGivenConsent: false })).toEqual({
      password: 'Your password needs 8 to 20 characters; an uppercase letter; a number or one of @!#$&?%=_.',
      smsNumber: 'A mobile number has 7 to 16 digits.',
      hasGivenConsent: CONSENT,
    });
    expect(validateInlineEnrollment({ country: 'CN', password: 'Stay#Well2026', smsNumber: '', hasGivenConsent: false })).toEqual({
      smsNumber: 'Enter your mobile number.',
    });
  });

  it('refuses a prohibited country alone, whatever else was entered', () => {
    expect(validateInlineEnrollment({ country: 'kp', password: '', smsNumber: '1', hasGivenConsent: false })).toEqual({ country: PROHIBITED });
  });
});
