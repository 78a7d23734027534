import type { ValidationMessage } from './message-ref';
import validationInEnglish from './compiled/en-US/validation.js';

/**
 * A validation message in en-US: the words of the API's refusals (which also carry the key, so a page
 * says them in its own locale) and of tests. Not for pages: they word messages through their loaded
 * catalogue, and this import would put the English catalogue in their bundle.
 */
export function validationInEnglishOf(ref: ValidationMessage): string {
  // The union of keys and their parameters is checked where the ref is made; here any message takes its own.
  const word = validationInEnglish[ref.key] as (params: ValidationMessage['params']) => string;
  return word(ref.params);
}

/**
 * A shared rule's problem as an API answer carries it: the en-US words, and the message key and
 * parameters a page says it by in its own locale.
 */
export function namedProblemOf(ref: ValidationMessage): { message: string; messageKey: ValidationMessage['key']; messageParams?: NonNullable<ValidationMessage['params']> } {
  return { message: validationInEnglishOf(ref), messageKey: ref.key, ...(ref.params ? { messageParams: ref.params } : {}) };
}
