import { FORM_ERROR, setIn } from 'final-form';
import type { Refused } from '../../shared/auth/account-client';
import type { Messages } from '../../shared/i18n/messages';
import { pageWordsOfRefusal } from '../../shared/i18n/refusal-words';

/**
 * A refused account call as react-final-form submission errors: a field's refusal on that field, any
 * other on the whole form, in the page's words when the server named a message the page has.
 */
export function submissionErrorsOf(refused: Refused, messages: Messages): Record<string, unknown> {
  const { refusal } = refused;
  const words = refusalWordsOf(refused, messages);
  // A field of a group (`address.postalCode`) is where react-final-form looks for it: nested.
  return refusal.field ? (setIn({}, refusal.field, words) as Record<string, unknown>) : { [FORM_ERROR]: words };
}

/** A refused account call's words: the page's own when the server named a message the page has, else the server's. */
export function refusalWordsOf({ refusal }: Refused, messages: Messages): string {
  return pageWordsOfRefusal({ code: refusal.errorCode, messageKey: refusal.messageKey, messageParams: refusal.messageParams }, messages) ?? refusal.message;
}
