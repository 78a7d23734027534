/**
 * The sign-in error catalogue (spec section 8): every code the auth calls answer with in
 * `phoenixErrorMessages.errorMessages`, every message key, and the words shown for each. The server
 * picks codes from here and the apps word them from here, so the two can never drift apart.
 */
import { signInFormMessages } from './sign-in-form-messages';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout';

export { SIGN_IN_FALLBACK_MESSAGE } from './sign-in-form-messages';

/** Codes the auth calls answer with (spec section 8, plus Portico's own rate limit and locale codes). */
export const SignInErrorCode = {
  InvalidCredentials: 'password.username.invalid',
  InvalidUsernameType: 'username.type.invalid',
  InvalidPartnerNumber: 'INVALID_PARTNER_NUMBER',
  RegisteredToDcProgram: 'profile.registered.to.dc.program',
  LastAttemptRemaining: 'incorrect.password.last.attempt.remaining',
  LockedOut: 'account.lockedout.dueto.password.failure.attempts',
  AccountTransferred: 'rewards.account.status.transferred',
  AccountAudit: 'rewards.account.status.audit',
  UnprocessableEntity: 'UNPROCESSABLE_ENTITY',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  LocaleDisabled: 'login.disabled.for.locale',
} as const;
export type SignInErrorCode = (typeof SignInErrorCode)[keyof typeof SignInErrorCode];

const lockMinutes = `${SIGN_IN_LOCKOUT.lockMinutes} minutes`;

/**
 * Every message the sign-in experience can show, by key. The spec names the keys but not their
 * wording; this is Portico's English for each. The few a form words before any refusal (the
 * credentials and fallback warnings, the locale and password-changed banners, the member-number
 * hint) are written in `sign-in-form-messages.ts` and spread in here.
 */
export const signInMessages = {
  ...signInFormMessages,
  // Warnings chosen by code (section 8, first bullets).
  lockoutWarningMessage: `That password is not correct. One more incorrect attempt will lock your account for ${lockMinutes}.`,
  lockedWarningMessage: `Your account is locked after too many incorrect passwords. Try again in ${lockMinutes}, or reset your password.`,
  alreadyCombinedError: 'This account has been combined with another one. Sign in with the member number of the account you kept.',
  auditWarningMessage: 'Your account is under review, so you cannot sign in online just now. Call Member Services for help.',
  genericWarningMessage: 'Your email or member number and password do not match. Check them and try again.',
  genericInlineMessage: 'We could not reach our sign-in service. Check your connection and try again.',
  // Portico's own refusals.
  tooManyRequestsMessage: 'Too many sign-in attempts from this device. Wait a minute and try again.',
  unreadableRequestMessage: 'We could not read that sign-in request. Reload the page and try again.',
  // Message keys of section 8.
  accountUpdatedMsg: 'Your account has been updated.',
  twoStepVerficationMsg: 'For your security, we need to verify it is you before you sign in.',
  twoStepVerficationAddPhoneMsg: 'Add a mobile number to your account to turn on two-step verification.',
  newMemberNumberMsg: 'Your account has a new member number. Use it the next time you sign in.',
  reservationNotLinkedErrorMsg: 'You are signed in, but we could not add that reservation to your account.',
  nightUpgradeError: 'We could not apply your night upgrade. Try again later.',
  showUxlErrorMsg: 'We could not complete that request. Try again later.',
  iccSuccessMessage: 'Your card has been linked to your account.',
  iccPendingMessage: 'Your card link is pending and will appear in your account soon.',
  uxlFailureErrorMessage: 'We could not complete that request. Try again later.',
  phoneAlreadyAssociatedError: 'That phone number already belongs to another account.',
  activationSuccessSignInFailedError: 'Your online account is active, but we could not sign you in. Sign in below.',
  prohibitedCountryErrMsg: 'We cannot offer online accounts in your country or region.',
  emailDuplicateError: 'That email address already belongs to another account. Sign in, or use another address.',
  otpLockedOutErrorMessage: `Too many incorrect verification codes. Try again in ${lockMinutes}.`,
  eaaFcpWarningMessage: 'This profile is registered to another programme.',
  systemMaintenance: 'Signing in is paused for scheduled maintenance. Please try again shortly.',
} as const;
export type SignInMessageKey = keyof typeof signInMessages;

/** The enrollment-style variant's special warning (section 8): an inline header, a body and a second message. */
export const enrollmentFcpWarning = {
  header: 'This profile belongs to another programme',
  body: signInMessages.eaaFcpWarningMessage,
  secondMessage: 'Sign in with the account you use for that programme, or call Member Services to move it.',
} as const;

/** Codes whose message is one of the fixed warnings, whatever the form variant. */
const warningByCode: ReadonlyMap<string, SignInMessageKey> = new Map([
  [SignInErrorCode.LastAttemptRemaining, 'lockoutWarningMessage'],
  [SignInErrorCode.LockedOut, 'lockedWarningMessage'],
  [SignInErrorCode.AccountTransferred, 'alreadyCombinedError'],
  [SignInErrorCode.AccountAudit, 'auditWarningMessage'],
  [SignInErrorCode.TooManyRequests, 'tooManyRequestsMessage'],
  [SignInErrorCode.UnprocessableEntity, 'unreadableRequestMessage'],
  [SignInErrorCode.LocaleDisabled, 'localeDisabledMessage'],
]);

/** Codes that mean "these credentials did not work": worded as the credentials or generic warning. */
const credentialCodes: ReadonlySet<string> = new Set([
  SignInErrorCode.InvalidCredentials,
  SignInErrorCode.InvalidUsernameType,
  SignInErrorCode.InvalidPartnerNumber,
  SignInErrorCode.RegisteredToDcProgram,
]);

/** What a code is not: a call that never got an answer (network failure). */
export const NO_ANSWER_CODE = 'NETWORK_ERROR';

export type SignInErrorContext = {
  /** US locale or mobile-auth: the login field holds a generic credential. */
  isCredentialsMode: boolean;
  isEnrollmentStyle: boolean;
};

export type ResolvedSignInError = {
  key: SignInMessageKey;
  message: string;
  /** Enrollment-style only: both fields are marked as wrong. */
  marksBothFields: boolean;
  /** Enrollment-style fcp warning only. */
  header?: string;
  secondMessage?: string;
};

function isMessageKey(code: string): code is SignInMessageKey {
  return Object.hasOwn(signInMessages, code);
}

const resolved = (key: SignInMessageKey, marksBothFields = false): ResolvedSignInError => ({
  key,
  message: signInMessages[key],
  marksBothFields,
});

/** Words a sign-in error code as section 8 describes, for the form variant it happened in. */
export function resolveSignInError(code: string | undefined, context: SignInErrorContext): ResolvedSignInError {
  if (context.isEnrollmentStyle) {
    if (code === SignInErrorCode.RegisteredToDcProgram) {
      return { ...resolved('eaaFcpWarningMessage'), header: enrollmentFcpWarning.header, secondMessage: enrollmentFcpWarning.secondMessage };
    }
    if (code && code !== NO_ANSWER_CODE && !warningByCode.has(code)) return resolved('credentialsWarning', true);
  }
  if (!code || code === NO_ANSWER_CODE) return resolved('genericInlineMessage');
  const warning = warningByCode.get(code);
  if (warning) return resolved(warning);
  if (credentialCodes.has(code)) return resolved(context.isCredentialsMode ? 'credentialsWarning' : 'genericWarningMessage');
  if (isMessageKey(code)) return resolved(code);
  return resolved('fallbackMessage');
}

/** The message for a code in the default (non-US, standard) form; used where no variant applies. */
export function signInErrorMessage(code: string | undefined): string {
  return resolveSignInError(code, { isCredentialsMode: false, isEnrollmentStyle: false }).message;
}
