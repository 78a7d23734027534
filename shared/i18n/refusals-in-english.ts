import { reservationErrorRef } from '../domain/reservation-errors';
import { signInErrorRef, signInMessageRef, type SignInMessageKey } from '../domain/sign-in-errors';
import type { MessageRef } from './message-ref';
import refusalsInEnglish from './compiled/en-US/refusals.js';

/**
 * A refusal of the reservation system or of sign-in in en-US: the words the API answers with beside
 * the code (a page words the code in its own locale) and the words tests read. Not for pages: they word
 * a refusal through their loaded catalogue, and calling this puts the English catalogue in their bundle.
 */
export function refusalInEnglishOf(ref: MessageRef<'refusals'>): string {
  // The union of keys and their parameters is checked where the ref is made; here any message takes its own.
  const word = refusalsInEnglish[ref.key] as (params: MessageRef<'refusals'>['params']) => string;
  return word(ref.params);
}

/**
 * The en-US words for a code: what the server answers with beside the code, and what tests read. Pages
 * say `reservationErrorRef(code)` instead, so the English catalogue stays out of their bundles.
 */
export function reservationErrorMessage(code: string | null | undefined): string {
  return refusalInEnglishOf(reservationErrorRef(code));
}

/**
 * The en-US words of a sign-in code in the default form: what the auth calls answer with beside the
 * code, and what tests read. Pages resolve the code (`resolveSignInError`) and say its refs instead.
 */
export function signInErrorMessage(code: string | undefined): string {
  return refusalInEnglishOf(signInErrorRef(code));
}

/** The en-US words of a sign-in message key, for tests and the server (pages say `signInMessageRef(key)`). */
export function signInMessageInEnglish(key: SignInMessageKey): string {
  return refusalInEnglishOf(signInMessageRef(key));
}
