/** The sign-in form's rules (spec section 5), shared by every sign-in variant and by the server. */
import type { ValidationMessage } from '../i18n/message-ref';
import { EMAIL_PATTERN, USERNAME_LIKE_PATTERN } from './text-patterns';

export const LOGIN_MAX_LENGTH = 80;
export const PASSWORD_MAX_LENGTH = 20;

/** Portico member numbers are nine digits. */
const MEMBER_NUMBER_PATTERN = /^\d{9}$/;
/** Digits (with the spaces or hyphens people type from a card) that are not a whole member number. */
const MEMBER_NUMBER_LIKE_PATTERN = /^[\d][\d\s-]*$/;

export type LoginKind = 'email' | 'memberNumber';

/** Contains @: must be an e-mail; otherwise it must be a member number. Null when it is neither. */
export function loginKind(value: string): LoginKind | null {
  const login = value.trim();
  if (login.includes('@')) return EMAIL_PATTERN.test(login) ? 'email' : null;
  return MEMBER_NUMBER_PATTERN.test(login) ? 'memberNumber' : null;
}

/**
 * `credentials`: US locale or mobile-auth, where the login field holds a generic credential and only
 * its characters are checked before sending; `emailOrMember`: everywhere else, checked as an e-mail
 * address or a member number, live while typing.
 */
export type LoginMode = 'credentials' | 'emailOrMember';

export function loginModeFor(locale: string, isMobileAuth = false): LoginMode {
  return isMobileAuth || /[-_]US$/i.test(locale) ? 'credentials' : 'emailOrMember';
}

export type SignInRules = { mode: LoginMode; isRemembered: boolean };
export type SignInInput = { login?: string; password?: string; rememberMe?: boolean };
export type SignInErrors = Partial<Record<'login' | 'password', ValidationMessage>>;

/** The sign-in fields' problems, named for the catalogue's validation area: each page words them in its locale. */
export const signInFieldMessages = {
  credentialsRequired: { key: 'validation.signIn.credentialsRequired' },
  emailRequired: { key: 'validation.signIn.emailRequired' },
  credentialsWarning: { key: 'validation.signIn.credentialsWarning' },
  loginInvalid: { key: 'validation.signIn.loginInvalid' },
  memberNumberLike: { key: 'validation.signIn.memberNumberLike' },
  loginTooLong: { key: 'validation.signIn.loginTooLong', params: { max: LOGIN_MAX_LENGTH } },
  passwordRequired: { key: 'validation.signIn.passwordRequired' },
  passwordTooLong: { key: 'validation.signIn.passwordTooLong', params: { max: PASSWORD_MAX_LENGTH } },
} as const satisfies Record<string, ValidationMessage>;

function isMemberNumberLike(login: string): boolean {
  return MEMBER_NUMBER_LIKE_PATTERN.test(login) && !MEMBER_NUMBER_PATTERN.test(login);
}

/** The login field's own problem, or null; a remembered login is the server's own value and is not checked. */
export function validateLogin(value: string | undefined, { mode, isRemembered }: SignInRules): ValidationMessage | null {
  if (isRemembered) return null;
  const login = (value ?? '').trim();
  if (!login) return mode === 'credentials' ? signInFieldMessages.credentialsRequired : signInFieldMessages.emailRequired;
  if (login.length > LOGIN_MAX_LENGTH) return signInFieldMessages.loginTooLong;
  if (isMemberNumberLike(login)) return signInFieldMessages.memberNumberLike;
  if (mode === 'credentials') return USERNAME_LIKE_PATTERN.test(login) ? null : signInFieldMessages.credentialsWarning;
  return loginKind(login) ? null : signInFieldMessages.loginInvalid;
}

/** A member number typed on its own (activating an online account): nine digits. */
export function memberNumberError(value: string | undefined): ValidationMessage | null {
  const number = (value ?? '').trim();
  if (!number) return { key: 'validation.memberNumber.required' };
  return MEMBER_NUMBER_PATTERN.test(number) ? null : signInFieldMessages.memberNumberLike;
}

export function validatePassword(value: string | undefined): ValidationMessage | null {
  const password = (value ?? '').trim();
  if (!password) return signInFieldMessages.passwordRequired;
  if (password.length > PASSWORD_MAX_LENGTH) return signInFieldMessages.passwordTooLong;
  return null;
}

/** Field-level checks run before any request; returns a field → problem object (the form words it) and never throws. */
export function validateSignIn({ login, password }: SignInInput, rules: SignInRules): SignInErrors {
  const errors: SignInErrors = {};
  const loginError = validateLogin(login, rules);
  if (loginError) errors.login = loginError;
  const passwordError = validatePassword(password);
  if (passwordError) errors.password = passwordError;
  return errors;
}

/** The page-level warning that goes with a member-number-like login (spec: inline warning plus page warning). */
export function signInPageWarning(login: string | undefined, rules: SignInRules): boolean {
  return !rules.isRemembered && isMemberNumberLike((login ?? '').trim());
}

/** Whether the login field's error shows while the user is still typing: only outside US mode. */
export function checksLoginWhileTyping(mode: LoginMode): boolean {
  return mode === 'emailOrMember';
}
