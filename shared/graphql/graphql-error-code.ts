import { ClientError } from 'graphql-request';
import { GENERIC_BOOKING_ERROR } from '../domain/reservation-errors';
import type { Messages } from '../i18n/messages';
import { pageWordsOfRefusal } from '../i18n/refusal-words';

/**
 * The code of a failed GraphQL call: the first error's `extensions.code`, or the generic booking error
 * for an answer without one and for a call that got no answer at all (network, masked failure). The
 * reservation and booking pages decide what to show, or where to go, from it.
 */
export function graphQlErrorCode(error: unknown): string {
  if (error instanceof ClientError) {
    const code = error.response.errors?.[0]?.extensions?.code;
    if (typeof code === 'string' && code) return code;
  }
  return GENERIC_BOOKING_ERROR;
}

/**
 * The first error of a failed call: its code (as `graphQlErrorCode` reads it), the input field it names
 * (a dotted path), and its words: with `messages`, the page's own as `graphQlErrorWords` finds them;
 * else the server's (en-US) text.
 */
export function firstGraphQlError(error: unknown, messages?: Messages): { code: string; field: string | null; message: string | null } {
  const first = error instanceof ClientError ? error.response.errors?.[0] : undefined;
  const field = first?.extensions?.field;
  const message = first ? (messages ? graphQlErrorWords(first, messages) : first.message) : null;
  return { code: graphQlErrorCode(error), field: typeof field === 'string' ? field : null, message };
}

/**
 * One error's words: the page's own for the `messageKey` it carries when the page has that key, else
 * the page's own for its code when the reservation catalogue knows the code (the server's words for it
 * are the catalogue's en-US ones), else its (en-US) message.
 */
export function graphQlErrorWords(error: { message: string; extensions?: Record<string, unknown> }, messages: Messages): string {
  const { code, messageKey, messageParams } = error.extensions ?? {};
  return pageWordsOfRefusal({ code, messageKey, messageParams }, messages) ?? error.message;
}

/**
 * A string the first error of a failed call carries in its extensions under `name` (e.g. E_ALREADY_CONFIRMED's
 * `confirmationNumber`), or null when it carries none.
 */
export function graphQlErrorExtension(error: unknown, name: string): string | null {
  const value = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.[name] : undefined;
  return typeof value === 'string' && value ? value : null;
}

/** A count the first error of a failed call carries in its extensions under `name` (a wrong code's `attemptsLeft`), or null. */
export function graphQlErrorCount(error: unknown, name: string): number | null {
  const value = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.[name] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * Whether a failed call got an answer from the API: a GraphQL error came back, so the server decided.
 * False for a call lost on the way (network, a proxy's error page): the server may or may not have acted
 * on it, so a change that carries an idempotency key is retried with the same key.
 */
export function isAnsweredRefusal(error: unknown): boolean {
  return error instanceof ClientError && (error.response.errors?.length ?? 0) > 0;
}
