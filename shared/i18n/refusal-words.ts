import { isKnownReservationError, reservationErrorRef } from '../domain/reservation-errors';
import type { Messages } from './messages';

/** What a server's refusal names: its code, and the shared rule's message key and parameters when it sent them. */
export type NamedRefusal = { code: unknown; messageKey?: unknown; messageParams?: unknown };

/**
 * A refusal in the page's words: the shared rule's message the server named, when the page has it;
 * else the reservation catalogue's words for a code it knows (the server's words for it are the
 * catalogue's en-US ones). Null when the page has neither: the caller falls back to the server's words.
 */
export function pageWordsOfRefusal({ code, messageKey, messageParams }: NamedRefusal, messages: Messages): string | null {
  const named = messages.sayNamed(messageKey, messageParams);
  if (named !== null || typeof code !== 'string' || !isKnownReservationError(code)) return named;
  const ref = reservationErrorRef(code);
  return messages.sayNamed(ref.key, ref.params);
}
