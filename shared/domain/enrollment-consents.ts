import { needsExplicitOptIn } from '../validation/enrollment-rules';

/**
 * The consents of inline enrollment (spec 02 section 7 "join-now options", section 9 enhanced opt-in).
 * Joining means accepting the programme's terms; marketing is a choice. In an enhanced opt-in country
 * the terms box is the explicit consent `enrollmentConsentError` waits for, and no box starts ticked.
 */
export const EnrollmentConsentCode = { ProgrammeTerms: 'PROGRAMME_TERMS', Marketing: 'MARKETING' } as const;
export type EnrollmentConsentCode = (typeof EnrollmentConsentCode)[keyof typeof EnrollmentConsentCode];

export const ENROLLMENT_CONSENTS = [
  { code: EnrollmentConsentCode.ProgrammeTerms, label: 'I agree to the Portico Rewards terms and conditions and to the privacy notice.', isRequired: true },
  { code: EnrollmentConsentCode.Marketing, label: 'Send me offers and news from Portico Rewards by e-mail.', isRequired: false },
] as const;

export function isEnrollmentConsentCode(value: string): value is EnrollmentConsentCode {
  return ENROLLMENT_CONSENTS.some((consent) => consent.code === value);
}

/**
 * The consents offered to a guest of `country`, and whether each box starts ticked: the terms never (agreeing
 * is the guest's own act), marketing outside the enhanced opt-in countries, where it is an opt-out.
 */
export function enrollmentConsentsFor(country: string) {
  const explicit = needsExplicitOptIn(country);
  return ENROLLMENT_CONSENTS.map((consent) => ({ ...consent, isCheckedByDefault: !explicit && !consent.isRequired }));
}
