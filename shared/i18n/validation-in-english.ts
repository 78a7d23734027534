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
