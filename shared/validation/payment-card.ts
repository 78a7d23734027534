import type { ValidationMessage } from '../i18n/message-ref';
import { passesLuhn } from './luhn';
import { stripNonDigits } from './text-patterns';

/**
 * Payment card rules (spec 02 section 5 and the card type prefixes of section 9), shared by the payment
 * form, which checks as the guest types, and the tokenising endpoint, which checks again.
 */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DINERS' | 'DISCOVER' | 'JCB' | 'UNIONPAY';

type BrandRule = {
  brand: CardBrand;
  label: string;
  /** Issuer prefixes (IIN ranges) as [from, to] on the number's first digits, both inclusive. */
  prefixes: readonly (readonly [string, string])[];
  /**
   * Digit counts the brand issues that fit spec 5's 19-character field with its spaces (17 for Amex):
   * one or two, shorter first, as the catalogue's messages about a number's length say them.
   */
  lengths: readonly [number] | readonly [number, number];
  /** How the number is grouped on the card, in digits. */
  groups: readonly number[];
  cvvDigits: 3 | 4;
};

const range = (from: string, to = from) => [from, to] as const;

// Amex, Diners and JCB come before the wider ranges they could be mistaken for.
export const CARD_BRANDS: readonly BrandRule[] = [
  { brand: 'AMEX', label: 'American Express', prefixes: [range('34'), range('37')], lengths: [15], groups: [4, 6, 5], cvvDigits: 4 },
  { brand: 'DINERS', label: 'Diners Club', prefixes: [range('300', '305'), range('36'), range('38', '39')], lengths: [14, 16], groups: [4, 6, 4], cvvDigits: 3 },
  { brand: 'JCB', label: 'JCB', prefixes: [range('3528', '3589')], lengths: [16], groups: [4, 4, 4, 4], cvvDigits: 3 },
  { brand: 'VISA', label: 'Visa', prefixes: [range('4')], lengths: [13, 16], groups: [4, 4, 4, 4], cvvDigits: 3 },
  { brand: 'MASTERCARD', label: 'Mastercard', prefixes: [range('51', '55'), range('2221', '2720')], lengths: [16], groups: [4, 4, 4, 4], cvvDigits: 3 },
  { brand: 'DISCOVER', label: 'Discover', prefixes: [range('6011'), range('644', '649'), range('65')], lengths: [16], groups: [4, 4, 4, 4], cvvDigits: 3 },
  { brand: 'UNIONPAY', label: 'UnionPay', prefixes: [range('62')], lengths: [16], groups: [4, 4, 4, 4], cvvDigits: 3 },
];

const matchesPrefix = (digits: string, [from, to]: readonly [string, string]) => {
  const head = digits.slice(0, from.length);
  return head.length === from.length && head >= from && head <= to;
};

function ruleOf(brand: CardBrand): BrandRule {
  return CARD_BRANDS.find((rule) => rule.brand === brand)!;
}

/** The brand a number's first digits name, as the guest types; null until they name one. */
export function cardBrandOf(value: string): CardBrand | null {
  const digits = stripNonDigits(value);
  return CARD_BRANDS.find((rule) => rule.prefixes.some((prefix) => matchesPrefix(digits, prefix)))?.brand ?? null;
}

export function cardBrandLabel(brand: CardBrand): string {
  return ruleOf(brand).label;
}

/** Spec 5: a card number field holds 19 characters with its spaces, 17 for Amex. */
export function cardNumberMaxLength(brand: CardBrand | null): number {
  return brand === 'AMEX' ? 17 : 19;
}

/** The digits grouped as the brand prints them ("3782 822463 10005"), at most as many as the brand has. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(value);
  const rule = brand ? ruleOf(brand) : null;
  const maxDigits = rule ? Math.max(...rule.lengths) : 19;
  let digits = stripNonDigits(value).slice(0, maxDigits);
  const groups = groupsOf(rule, digits.length);
  const parts: string[] = [];
  for (const size of groups) {
    if (!digits) break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join(' ').slice(0, cardNumberMaxLength(brand));
}

const IN_FOURS = [4, 4, 4, 4] as const;

/** The brand's grouping; a number longer than it (a 16-digit Diners Club card) is grouped in fours. */
function groupsOf(rule: BrandRule | null, digitCount: number): readonly number[] {
  if (!rule) return IN_FOURS;
  const grouped = rule.groups.reduce((total, size) => total + size, 0);
  return digitCount > grouped ? IN_FOURS : rule.groups;
}

/** The field's message, or null for a number of a known brand, of its length, that passes Luhn. */
export function cardNumberError(value: string): ValidationMessage | null {
  const digits = stripNonDigits(value);
  if (digits === '') return { key: 'validation.card.numberRequired' };
  if (/[^\d\s-]/.test(value)) return { key: 'validation.card.numberDigitsOnly' };
  const brand = cardBrandOf(digits);
  if (!brand) return { key: 'validation.card.numberBrandUnknown' };
  const rule = ruleOf(brand);
  if (!rule.lengths.includes(digits.length)) return numberLengthError(rule);
  if (!passesLuhn(digits)) return { key: 'validation.card.numberInvalid' };
  return null;
}

/** "A Visa card number has 13 or 16 digits": the brand's label is a proper name, the same in every locale. */
function numberLengthError({ label, lengths }: BrandRule): ValidationMessage {
  if (lengths.length === 1) return { key: 'validation.card.numberLength', params: { brand: label, digits: lengths[0] } };
  return { key: 'validation.card.numberLengthEither', params: { brand: label, shorter: lengths[0], longer: lengths[1] } };
}

/** Spec 5: the security code is 3 digits, 4 for Amex. */
export function cvvDigits(brand: CardBrand | null): 3 | 4 {
  return brand ? ruleOf(brand).cvvDigits : 3;
}

export function cvvError(value: string, brand: CardBrand | null): ValidationMessage | null {
  const expected = cvvDigits(brand);
  if (value.trim() === '') return { key: 'validation.card.securityCodeRequired' };
  if (!new RegExp(`^\\d{${expected}}$`).test(value.trim())) {
    return { key: 'validation.card.securityCodeDigits', params: { digits: expected, side: brand === 'AMEX' ? 'front' : 'back' } };
  }
  return null;
}

/** Spec 5: the expiry years offered run from this year to ten years on. */
export const EXPIRY_YEARS_AHEAD = 10;

export function expiryYearOptions(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, offset) => first + offset);
}

/** Spec 5: a two-digit year is widened to four digits in this century ("27" is 2027); null for anything else. */
export function fourDigitYear(value: string): number | null {
  const text = value.trim();
  if (/^\d{4}$/.test(text)) return Number(text);
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  return null;
}

/** The field's message for a card's expiry, or null: a card is good to the end of its month. */
export function cardExpiryError(month: string, year: string, now: Date): ValidationMessage | null {
  const monthNumber = /^\d{1,2}$/.test(month.trim()) ? Number(month) : NaN;
  if (!(monthNumber >= 1 && monthNumber <= 12)) return { key: 'validation.card.expiryMonth' };
  const fullYear = fourDigitYear(year);
  const years = expiryYearOptions(now);
  if (fullYear === null || fullYear > years[years.length - 1]!) return { key: 'validation.card.expiryYear' };
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (fullYear * 12 + (monthNumber - 1) < thisMonth) return { key: 'validation.card.expired' };
  return null;
}
