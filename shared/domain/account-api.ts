import type { MessageRef } from '../i18n/message-ref';
import type { EnrollmentProfile, InlineEnrollmentRequest, TripLink } from './auth-responses';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout';

/**
 * The member account calls beyond sign-in (spec 01's forgotPasswordSubmit and newPasswordSubmit, under
 * /mi/phoenix-account-auth/v1): their bodies, answers and refusal codes, one contract for the server,
 * the pages and the tests.
 */

const AUTH = '/mi/phoenix-account-auth/v1';
const NAVIGATION = '/mi/phoenix-account-navigation/v1';

/**
 * The account calls, apart from `authApiPaths` so the sign-in overlay's first load, which needs only
 * those, does not carry these; served on both origins.
 */
export const accountApiPaths = {
  /** POST {@link ForgotPasswordRequest}: e-mails a reset link if an account matches; the same answer either way. */
  forgotPasswordSubmit: `${AUTH}/forgotPasswordSubmit`,
  /** POST {@link NewPasswordRequest}: sets the new password with a reset link's token and signs the member out everywhere. */
  newPasswordSubmit: `${AUTH}/newPasswordSubmit`,
  /** POST {@link GenerateCodeRequest}: sends a two-step code for the sign-in under way in this browser. */
  generateOTP: `${AUTH}/generateOTP`,
  /** POST {@link VerifyCodeRequest}: checks the code and, when right, signs the member in. */
  verifyOTP: `${AUTH}/verifyOTP`,
  /** POST {@link ActivateOnlineAccountRequest}: e-mails a member with no online account a link to choose a password; the same answer either way. */
  activateOnlineAccount: `${NAVIGATION}/activateOnlineAccount`,
  /** POST {@link JoinRequest}: e-mails a link that finishes joining, or tells an existing member; the same answer either way. */
  createOnlineAccount: `${NAVIGATION}/createOnlineAccount`,
  /** POST {@link FinishJoiningRequest}: makes the member from the join link's request and signs them in. */
  submitCreateOnlineAccount: `${NAVIGATION}/submitCreateOnlineAccount`,
  /** POST {@link DecryptEnrollmentDataRequest}: opens a campaign join link's sealed prefill for the join form. */
  decryptEnrollmentData: `${NAVIGATION}/decryptEnrollmentData`,
  /** GET {@link UserPrefilledDataResponse}: what this browser's guest gave when booking, for the join form. */
  userPrefilledData: `${NAVIGATION}/userPrefilledData`,
  /** POST {@link ChangePasswordRequest}: the signed-in member's new password, given the current one; every other session ends. */
  changePassword: `${AUTH}/changePassword`,
} as const;

/**
 * `GET userPrefilledData`: the name, e-mail and address the guest of this browser gave for their latest
 * booking made without an account, while its booking session lives, so joining asks for nothing twice;
 * null for any other browser and for a signed-in member.
 */
export type UserPrefilledDataResponse = { prefill: EnrollmentPrefill | null };

/** What a join form may start from: a name, an e-mail and, when known, an address. */
export type EnrollmentPrefill = {
  givenName: string;
  surname: string;
  email: string;
  address: { countryCode: string; line1: string | null; line2: string | null; city: string | null; stateProvinceCode: string | null; postalCode: string | null } | null;
};

/** `POST decryptEnrollmentData`: a campaign join link's sealed prefill (its `#prefill=` fragment). */
export type DecryptEnrollmentDataRequest = { data: string };
/** The prefill the link was sealed with. */
export type DecryptEnrollmentDataResponse = { prefill: EnrollmentPrefill };
/** How long a campaign join link's prefill opens after it was sealed. */
export const ENROLLMENT_PREFILL_DAYS = 30;

/** `POST changePassword`: both passwords RSA-OAEP encrypted as the sign-in's, and the page's locale for the e-mail. */
export type ChangePasswordRequest = { encryptedCurrentPassword: string; encryptedNewPassword: string; locale?: string };

/** How long a password reset link works, in minutes. */
export const PASSWORD_RESET_MINUTES = 30;
/** Reset e-mails one account is sent per hour at most, whoever asks: asking again is answered, not sent. */
export const PASSWORD_RESETS_PER_HOUR = 3;

/** `POST forgotPasswordSubmit`: the e-mail address or member number, and the page's locale for the e-mail. */
export type ForgotPasswordRequest = { userId: string; locale?: string };

/**
 * `POST newPasswordSubmit`: the token from the reset link and the new password, encrypted as sign-in's
 * (RSA-OAEP SHA-256 under the key of encryptionKey/credential), and the page's locale for the notice.
 */
export type NewPasswordRequest = { token: string; encryptedPassword: string; locale?: string };

/**
 * `POST activateOnlineAccount`: a member who joined at a hotel names their account by its member number
 * and surname; the link goes to the e-mail address on the account, in the page's locale.
 */
export type ActivateOnlineAccountRequest = { memberNumber: string; surname: string; locale?: string };

/** How long a join link works, in hours. */
export const JOIN_LINK_HOURS = 24;
/** Join e-mails (links, or "you are a member already") one address is sent per hour at most, whoever asks. */
export const JOIN_MAILS_PER_HOUR = 3;

/**
 * `POST createOnlineAccount`, from the join page: the new member as enrollment takes them (the rules of
 * spec 5 and 9, checked on both sides), with their address, and no phone; the page's locale for the
 * e-mail; a sweepstakes' client id when the join came through its link; and where to go once joined.
 */
export type JoinRequest = EnrollmentProfile & {
  phone: null;
  address: InlineEnrollmentRequest['address'];
  locale?: string;
  clientId?: string | null;
  returnTo?: string | null;
};

/** `POST submitCreateOnlineAccount`: the token of the join link. */
export type FinishJoiningRequest = { token: string };
/** `POST submitCreateOnlineAccount`, 201: the new member, signed in; the sweepstakes they entered; where to go on. */
export type FinishJoiningResponse = { status: 'SUCCESS'; memberNumber: string; givenName: string; sweepstakesTitle: string | null; nextStateURI: string };

/** Two-step verification: a code has this many digits, works this long, and this many wrong tries end the sign-in. */
export const TWO_STEP_CODE_DIGITS = 6;
export const TWO_STEP_CODE_MINUTES = 10;
export const TWO_STEP_MAX_ATTEMPTS = 5;
/** A new code may be asked for this long after the last one, and at most TWO_STEP_MAX_CODES times per sign-in. */
export const TWO_STEP_RESEND_SECONDS = 30;
export const TWO_STEP_MAX_CODES = 5;
/** How long after the password step the code may still be asked for and entered. */
export const TWO_STEP_CHALLENGE_MINUTES = 15;

export type TwoStepChannel = 'EMAIL' | 'SMS';

/** `POST generateOTP`: where to send the code (the member's e-mail, or their phone by text), in the page's locale. */
export type GenerateCodeRequest = { channel: TwoStepChannel; locale?: string };
/** `POST generateOTP`, 200: where the code went (masked) and when another may be asked for. */
export type GenerateCodeResponse = { status: 'SUCCESS'; sentTo: string; resendAfterSeconds: number };

/** `POST verifyOTP`: the code the member received. */
export type VerifyCodeRequest = { code: string };
/** `POST verifyOTP`, 200: signed in; the member goes on to where they were going. */
/** The code was right: the member is signed in, and a sign-in that named a trip says what came of it. */
export type VerifyCodeResponse = { status: 'SUCCESS'; nextStateURI: string; tripLink: TripLink | null };

/** Both calls' answer when they did what was asked, or (forgotPasswordSubmit) whether or not an account matched. */
export type AccountCallSuccess = { status: 'SUCCESS' };

/** Refusals of the account calls beyond a field's own (which is BAD_USER_INPUT with `field`). */
export const AccountErrorCode = {
  BadUserInput: 'BAD_USER_INPUT',
  /** The reset link is older than PASSWORD_RESET_MINUTES. */
  ResetLinkExpired: 'RESET_LINK_EXPIRED',
  /** The reset link was used already, replaced by a newer one, or was never ours. */
  ResetLinkInvalid: 'RESET_LINK_INVALID',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  /** No two-step sign-in is under way in this browser (none, ended, or past its 15 minutes): sign in again. */
  TwoStepNotStarted: 'TWO_STEP_NOT_STARTED',
  /** A new code was asked for before TWO_STEP_RESEND_SECONDS passed; more than TWO_STEP_MAX_CODES is too many. */
  TwoStepResendTooSoon: 'TWO_STEP_RESEND_TOO_SOON',
  TwoStepTooManyCodes: 'TWO_STEP_TOO_MANY_CODES',
  TwoStepNoCode: 'TWO_STEP_NO_CODE',
  TwoStepCodeWrong: 'TWO_STEP_CODE_WRONG',
  TwoStepCodeExpired: 'TWO_STEP_CODE_EXPIRED',
  /** The fifth wrong code ended the sign-in (spec 01's otpLockedOutErrorMessage). */
  TwoStepLocked: 'TWO_STEP_LOCKED',
  /** The join link is older than JOIN_LINK_HOURS: join again. */
  JoinLinkExpired: 'JOIN_LINK_EXPIRED',
  /** The join link was used already, or was never ours. */
  JoinLinkInvalid: 'JOIN_LINK_INVALID',
  /** The call needs a signed-in member, and this browser's session has ended (or never began). */
  SignInNeeded: 'UNAUTHENTICATED',
  /** Changing the password: the current password given is not the member's. */
  CurrentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  /** Too many wrong passwords, at sign-in or here: the account is locked for a while. */
  AccountLocked: 'ACCOUNT_LOCKED',
  /** A join link's prefill that was not sealed by Portico, or was altered. */
  PrefillInvalid: 'ENROLLMENT_DATA_INVALID',
  /** A join link's prefill older than ENROLLMENT_PREFILL_DAYS. */
  PrefillExpired: 'ENROLLMENT_DATA_EXPIRED',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];

/** What the refusals area of the catalogue words each refusal with, given the figures its answer carries. */
export function accountErrorRef(code: AccountErrorCode, figures: { seconds?: number; attemptsLeft?: number } = {}): MessageRef<'refusals'> {
  switch (code) {
    case AccountErrorCode.BadUserInput:
      return { key: 'refusal.account.badInput' };
    case AccountErrorCode.ResetLinkExpired:
      return { key: 'refusal.account.resetLinkExpired' };
    case AccountErrorCode.ResetLinkInvalid:
      return { key: 'refusal.account.resetLinkInvalid' };
    case AccountErrorCode.TooManyRequests:
      return { key: 'refusal.account.tooManyRequests' };
    case AccountErrorCode.TwoStepNotStarted:
      return { key: 'refusal.account.twoStepNotStarted' };
    case AccountErrorCode.TwoStepResendTooSoon:
      return { key: 'refusal.account.twoStepResendTooSoon', params: { seconds: figures.seconds ?? TWO_STEP_RESEND_SECONDS } };
    case AccountErrorCode.TwoStepTooManyCodes:
      return { key: 'refusal.account.twoStepTooManyCodes' };
    case AccountErrorCode.TwoStepNoCode:
      return { key: 'refusal.account.twoStepNoCode' };
    case AccountErrorCode.TwoStepCodeWrong:
      return { key: 'refusal.account.twoStepCodeWrong', params: { attemptsLeft: figures.attemptsLeft ?? 0 } };
    case AccountErrorCode.TwoStepCodeExpired:
      return { key: 'refusal.account.twoStepCodeExpired' };
    case AccountErrorCode.JoinLinkExpired:
      return { key: 'refusal.account.joinLinkExpired', params: { hours: JOIN_LINK_HOURS } };
    case AccountErrorCode.JoinLinkInvalid:
      return { key: 'refusal.account.joinLinkInvalid' };
    case AccountErrorCode.TwoStepLocked:
      return { key: 'refusal.signIn.otpLockedOutErrorMessage', params: { minutes: SIGN_IN_LOCKOUT.lockMinutes } };
    case AccountErrorCode.SignInNeeded:
      return { key: 'refusal.account.signInNeeded' };
    case AccountErrorCode.CurrentPasswordWrong:
      return { key: 'refusal.account.currentPasswordWrong' };
    case AccountErrorCode.PrefillInvalid:
      return { key: 'refusal.account.prefillInvalid' };
    case AccountErrorCode.PrefillExpired:
      return { key: 'refusal.account.prefillExpired', params: { days: ENROLLMENT_PREFILL_DAYS } };
    case AccountErrorCode.AccountLocked:
      return { key: 'refusal.signIn.lockedWarningMessage', params: { minutes: SIGN_IN_LOCKOUT.lockMinutes } };
  }
}
