/**
 * The sign-in error catalogue (spec section 8): every code the auth calls answer with in
 * `phoenixErrorMessages.errorMessages`, every message key, and the message named for each (worded in
 * the catalogue's refusals area). The server picks codes from here and the apps name their messages
 * from here, so the two can never drift apart.
 */
import type { MessageRef } from '../i18n/message-ref';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout';

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

/**
 * Every message key of the sign-in experience (spec section 8, plus Portico's own refusals): a server
 * may name one as its code, and each has its words in the catalogue below.
 */
export const SIGN_IN_MESSAGE_KEYS = [
  // Warnings chosen by code (section 8, first bullets).
  'credentialsWarning',
  'fallbackMessage',
  'lockoutWarningMessage',
  'lockedWarningMessage',
  'alreadyCombinedError',
  'auditWarningMessage',
  'genericWarningMessage',
  'genericInlineMessage',
  // Portico's own refusals.
  'localeDisabledMessage',
  'tooManyRequestsMessage',
  'unreadableRequestMessage',
  // Message keys of section 8.
  'passwordUpdatedMsg',
  'signInPageWarnMessage',
  'accountUpdatedMsg',
  'twoStepVerficationMsg',
  'twoStepVerficationAddPhoneMsg',
  'newMemberNumberMsg',
  'reservationNotLinkedErrorMsg',
  'nightUpgradeError',
  'showUxlErrorMsg',
  'iccSuccessMessage',
  'iccPendingMessage',
  'uxlFailureErrorMessage',
  'phoneAlreadyAssociatedError',
  'activationSuccessSignInFailedError',
  'prohibitedCountryErrMsg',
  'emailDuplicateError',
  'otpLockedOutErrorMessage',
  'eaaFcpWarningMessage',
  'systemMaintenance',
] as const;
export type SignInMessageKey = (typeof SIGN_IN_MESSAGE_KEYS)[number];

/** The words of a sign-in message, named in the catalogue's refusals area: each page says them in its own locale. */
export type SignInRefusalRef = MessageRef<'refusals'>;

// The lock's length is the server's rule; the messages that quote it take it as a plural parameter.
const lockMinutes = { minutes: SIGN_IN_LOCKOUT.lockMinutes };

/**
 * Each message key's words. The spec names the keys but not their wording; Portico's is in the
 * refusals area under `refusal.signIn.<key>`. `satisfies` makes a key added above without words here,
 * or words for a key the list does not have, fail to compile.
 */
const SIGN_IN_REFUSALS = {
  credentialsWarning: { key: 'refusal.signIn.credentialsWarning' },
  fallbackMessage: { key: 'refusal.signIn.fallbackMessage' },
  lockoutWarningMessage: { key: 'refusal.signIn.lockoutWarningMessage', params: lockMinutes },
  lockedWarningMessage: { key: 'refusal.signIn.lockedWarningMessage', params: lockMinutes },
  alreadyCombinedError: { key: 'refusal.signIn.alreadyCombinedError' },
  auditWarningMessage: { key: 'refusal.signIn.auditWarningMessage' },
  genericWarningMessage: { key: 'refusal.signIn.genericWarningMessage' },
  genericInlineMessage: { key: 'refusal.signIn.genericInlineMessage' },
  localeDisabledMessage: { key: 'refusal.signIn.localeDisabledMessage' },
  tooManyRequestsMessage: { key: 'refusal.signIn.tooManyRequestsMessage' },
  unreadableRequestMessage: { key: 'refusal.signIn.unreadableRequestMessage' },
  passwordUpdatedMsg: { key: 'refusal.signIn.passwordUpdatedMsg' },
  signInPageWarnMessage: { key: 'refusal.signIn.signInPageWarnMessage' },
  accountUpdatedMsg: { key: 'refusal.signIn.accountUpdatedMsg' },
  twoStepVerficationMsg: { key: 'refusal.signIn.twoStepVerficationMsg' },
  twoStepVerficationAddPhoneMsg: { key: 'refusal.signIn.twoStepVerficationAddPhoneMsg' },
  newMemberNumberMsg: { key: 'refusal.signIn.newMemberNumberMsg' },
  reservationNotLinkedErrorMsg: { key: 'refusal.signIn.reservationNotLinkedErrorMsg' },
  nightUpgradeError: { key: 'refusal.signIn.nightUpgradeError' },
  showUxlErrorMsg: { key: 'refusal.signIn.showUxlErrorMsg' },
  iccSuccessMessage: { key: 'refusal.signIn.iccSuccessMessage' },
  iccPendingMessage: { key: 'refusal.signIn.iccPendingMessage' },
  uxlFailureErrorMessage: { key: 'refusal.signIn.uxlFailureErrorMessage' },
  phoneAlreadyAssociatedError: { key: 'refusal.signIn.phoneAlreadyAssociatedError' },
  activationSuccessSignInFailedError: { key: 'refusal.signIn.activationSuccessSignInFailedError' },
  prohibitedCountryErrMsg: { key: 'refusal.signIn.prohibitedCountryErrMsg' },
  emailDuplicateError: { key: 'refusal.signIn.emailDuplicateError' },
  otpLockedOutErrorMessage: { key: 'refusal.signIn.otpLockedOutErrorMessage', params: lockMinutes },
  eaaFcpWarningMessage: { key: 'refusal.signIn.eaaFcpWarningMessage' },
  systemMaintenance: { key: 'refusal.signIn.systemMaintenance' },
} as const satisfies Record<SignInMessageKey, SignInRefusalRef>;

/** A message key's words, for a page to say in its locale (`say(signInMessageRef('twoStepVerficationMsg'))`). */
export function signInMessageRef(key: SignInMessageKey): SignInRefusalRef {
  return SIGN_IN_REFUSALS[key];
}

/** The enrollment-style variant's special warning (section 8): an inline header, a body and a second message. */
export const enrollmentFcpWarning = {
  header: { key: 'refusal.signIn.fcp.header' },
  body: SIGN_IN_REFUSALS.eaaFcpWarningMessage,
  secondMessage: { key: 'refusal.signIn.fcp.secondMessage' },
} as const satisfies Record<string, SignInRefusalRef>;

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

/** A refusal resolved for its form: the message key, and the refs a page says in its own locale. */
export type ResolvedSignInError = {
  key: SignInMessageKey;
  message: SignInRefusalRef;
  /** Enrollment-style only: both fields are marked as wrong. */
  marksBothFields: boolean;
  /** Enrollment-style fcp warning only. */
  header?: SignInRefusalRef;
  secondMessage?: SignInRefusalRef;
};

function isMessageKey(code: string): code is SignInMessageKey {
  return Object.hasOwn(SIGN_IN_REFUSALS, code);
}

const resolved = (key: SignInMessageKey, marksBothFields = false): ResolvedSignInError => ({
  key,
  message: SIGN_IN_REFUSALS[key],
  marksBothFields,
});

/** Names the message for a sign-in error code as section 8 describes, for the form variant it happened in. */
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

/**
 * The message for a code in the default (non-US, standard) form, where no variant applies; the server's
 * en-US words for it are `signInErrorMessage` (shared/i18n/refusals-in-english.ts).
 */
export function signInErrorRef(code: string | undefined): SignInRefusalRef {
  return resolveSignInError(code, { isCredentialsMode: false, isEnrollmentStyle: false }).message;
}
