/**
 * Error codes the sign-in call answers with in `phoenixErrorMessages.errorMessages`, and the words the
 * sign-in form shows for each. One table, used by the server to choose a code and by the overlay to word it.
 */
export const SignInErrorCode = {
  InvalidCredentials: 'password.username.invalid',
  InvalidUsernameType: 'username.type.invalid',
  LastAttemptRemaining: 'incorrect.password.last.attempt.remaining',
  LockedOut: 'account.lockedout.dueto.password.failure.attempts',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  UnprocessableEntity: 'UNPROCESSABLE_ENTITY',
} as const;
export type SignInErrorCode = (typeof SignInErrorCode)[keyof typeof SignInErrorCode];

export const signInErrorMessages: Record<SignInErrorCode, string> = {
  [SignInErrorCode.InvalidCredentials]:
    'The email, member number or password you entered is not correct. Check them and try again.',
  [SignInErrorCode.InvalidUsernameType]: 'Enter a valid email address or member number.',
  [SignInErrorCode.LastAttemptRemaining]:
    'That password is not correct. One more incorrect attempt will lock your account for 15 minutes.',
  [SignInErrorCode.LockedOut]:
    'Your account is locked after too many incorrect passwords. Try again in 15 minutes or reset your password.',
  [SignInErrorCode.TooManyRequests]: 'Too many sign-in attempts from this device. Wait a minute and try again.',
  [SignInErrorCode.UnprocessableEntity]: 'We could not read that sign-in request. Reload the page and try again.',
};

/** Shown when the server answers with a code this table does not know, or does not answer at all. */
export const SIGN_IN_FALLBACK_MESSAGE = 'We could not sign you in just now. Please try again in a few minutes.';

export function signInErrorMessage(code: string | undefined): string {
  return code && Object.hasOwn(signInErrorMessages, code) ? signInErrorMessages[code as SignInErrorCode] : SIGN_IN_FALLBACK_MESSAGE;
}
