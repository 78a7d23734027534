/** Limits of spec section 5, shared by the sign-in form and the server that checks the same fields. */
export const LOGIN_MAX_LENGTH = 80;
export const PASSWORD_MAX_LENGTH = 20;

// A practical e-mail shape: something@domain.tld with no spaces; the mail server is the real judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Portico member numbers are nine digits. */
const MEMBER_NUMBER_PATTERN = /^\d{9}$/;

export type LoginKind = 'email' | 'memberNumber';

/** What kind of identifier a login value is, or null when it is neither a valid e-mail nor a member number. */
export function loginKind(value: string): LoginKind | null {
  const login = value.trim();
  if (login.includes('@')) return EMAIL_PATTERN.test(login) ? 'email' : null;
  return MEMBER_NUMBER_PATTERN.test(login) ? 'memberNumber' : null;
}

/** Values of the sign-in form as the user typed them. */
export type SignInInput = { login?: string; password?: string; rememberMe?: boolean };
export type SignInErrors = Partial<Record<'login' | 'password', string>>;

export const signInFieldMessages = {
  loginRequired: 'Enter your email or member number.',
  loginInvalid: 'Enter a valid email address or a 9-digit member number.',
  loginTooLong: `Use at most ${LOGIN_MAX_LENGTH} characters.`,
  passwordRequired: 'Enter your password.',
  passwordTooLong: `Passwords have at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

/** Field-level checks run before any request; returns a field → message object and never throws. */
export function validateSignIn({ login = '', password = '' }: SignInInput): SignInErrors {
  const errors: SignInErrors = {};
  const trimmedLogin = login.trim();
  if (!trimmedLogin) errors.login = signInFieldMessages.loginRequired;
  else if (trimmedLogin.length > LOGIN_MAX_LENGTH) errors.login = signInFieldMessages.loginTooLong;
  else if (!loginKind(trimmedLogin)) errors.login = signInFieldMessages.loginInvalid;

  const trimmedPassword = password.trim();
  if (!trimmedPassword) errors.password = signInFieldMessages.passwordRequired;
  else if (trimmedPassword.length > PASSWORD_MAX_LENGTH) errors.password = signInFieldMessages.passwordTooLong;
  return errors;
}
