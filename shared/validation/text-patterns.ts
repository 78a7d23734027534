/** The text patterns of spec section 5, for every form that needs them. */

/**
 * Spec section 5's simpler e-mail pattern (non-space, non-@ parts around @ and a dot), with no control
 * characters and two or more characters after the last dot: a practical shape, used where a value only
 * has to be told apart from a member number (sign-in). The mail server is the real judge.
 */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]{2,}$/u;
/**
 * Spec section 5's general e-mail pattern: a local part, @, a domain whose top-level part is letters
 * only, 2 or more. The local part is RFC 5322's dot-atom (letters, digits and !#$%&'*+/=?^_`{|}~-,
 * dots between them) and each domain label is letters, digits and inner hyphens. ASCII only: an address
 * we send confirmations to must pass every mail system on the way; an internationalised domain is
 * entered in its `xn--` form. Used for an address that is stored on a booking or profile.
 */
export const GENERAL_EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** Username-like text: letters, digits, underscore, hyphen, dot, at sign and space. */
export const USERNAME_LIKE_PATTERN = /^[\p{L}\p{N}_\-.@ ]+$/u;
/** What a phone field may hold: digits, plus and space. */
export const PHONE_CHARACTERS_PATTERN = /^[\d+ ]+$/;
/** Names: letters with hyphen, apostrophe and space. */
export const NAME_PATTERN = /^[\p{L}][\p{L}' -]*$/u;
export const CHINESE_CHARACTERS_PATTERN = /^[\u4e00-\u9fff\u3400-\u4dbf]+$/;
export const DIGITS_ONLY_PATTERN = /^\d+$/;

/** Phone input keeps its digits only. */
export function stripNonDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

const HTML_TAG_PATTERN = /<[/!]?[a-z][^>]*>?/gi;

/**
 * Free text loses anything shaped like an HTML tag before it is stored or shown. Stripped until
 * nothing changes: one pass turns `<<b>script>` into `<script>`, a tag rebuilt from the pieces.
 */
export function stripHtmlTags(value: string): string {
  let text = value;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(HTML_TAG_PATTERN, '');
  }
  return text;
}
