import { firstGraphQlError } from '../../../../shared/graphql/graphql-error-code';
import { ReservationErrorKey, reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { Messages } from '../../../../shared/i18n/messages';

/** Refusals that answer this selection for good: asking again with the same key could not change them. */
const SETTLED_REFUSALS: readonly string[] = ['BAD_USER_INPUT', ReservationErrorKey.RateUnavailable];

/** Whether a failed selection is settled (a new selection gets a new key) or may be retried with the same key. */
export function isSettledRefusal(code: string): boolean {
  return SETTLED_REFUSALS.includes(code);
}

/**
 * The words shown by the rate card after "Select" failed, in `messages`' language: the server's own
 * words for a search it refused (they name the rule; the page's own when it sent their key), else the
 * catalogue's words for the code (spec 8).
 */
export function selectRateFailureMessage(code: string, error: unknown, messages: Messages): string {
  const { message } = firstGraphQlError(error, messages);
  return code === 'BAD_USER_INPUT' && message ? message : messages.say(reservationErrorRef(code));
}
