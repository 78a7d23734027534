/** The text patterns of spec section 5, for every form that needs them. */

/** A practical e-mail shape: something@domain.tld with no spaces or control characters; the mail server is the real judge. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]{2,}$/u;
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

/** Free text loses anything shaped like an HTML tag before it is stored or shown. */
export function stripHtmlTags(value: string): string {
  return value.replace(/<[/!]?[a-z][^>]*>?/gi, '');
}
