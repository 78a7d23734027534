/**
 * Digit blocks whose digits a field reads as Western ones (spec 02 section 9: Arabic and Hindi digits
 * are converted): Arabic-Indic (٠–٩), Extended Arabic-Indic as typed on Persian and Urdu keyboards
 * (۰–۹) and Devanagari (०–९). Each block runs from its zero to its nine.
 */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966] as const;

const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;

/**
 * `text` with every Arabic-Indic or Devanagari digit replaced by its Western digit, anything else
 * left as typed: a guest on an Arabic keyboard who types a card number, a phone number or a
 * confirmation number types the same number as anyone else.
 */
export function toWesternDigits(text: string): string {
  return text.replace(OTHER_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}
