/**
 * The part of the sign-in catalogue (`signInMessages` in `sign-in-errors.ts`, which spreads this in)
 * that a sign-in form and the auth client word without resolving a refusal's code: the banners a page
 * shows on opening, the member-number hint, the marks on both fields, and the fallback for a failed
 * call that names no message. Kept apart so an app that shows the form ships these few sentences in
 * its first load, and the rest of the catalogue comes with the code that resolves a refusal.
 */
export const signInFormMessages = {
  // Warnings chosen by code (section 8, first bullets).
  credentialsWarning: 'The email, member number or password you entered does not match our records. Check them and try again.',
  fallbackMessage: 'We could not sign you in just now. Please try again in a few minutes.',
  // Portico's own refusal.
  localeDisabledMessage: 'Signing in is not available for this language and region. Choose another language to sign in.',
  // Message keys of section 8.
  passwordUpdatedMsg: 'Your password has been changed. Sign in with your new password.',
  signInPageWarnMessage: 'Check your member number: Portico member numbers have 9 digits.',
} as const;

/** What a failed auth call says when the server sent no message of its own. */
export const SIGN_IN_FALLBACK_MESSAGE = signInFormMessages.fallbackMessage;
