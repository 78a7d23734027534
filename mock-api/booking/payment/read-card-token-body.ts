import { CardTokenErrorCode, type CardTokenErrorResponse, type CardTokenRequest } from '../../../shared/domain/payment-api';
import type { ValidationMessage } from '../../../shared/i18n/message-ref';
import { namedProblemOf } from '../../../shared/i18n/validation-in-english';
import { cardholderNameError, normalizeCardholderName } from '../../../shared/validation/cardholder-name';
import { cardBrandOf, cardExpiryError, cardNumberError, cvvError, expiryYearOptions, fourDigitYear, type CardBrand } from '../../../shared/validation/payment-card';
import { stripNonDigits } from '../../../shared/validation/text-patterns';

/** A card the tokenising call may keep: its digits and brand, expiry in four digits, the name as kept. */
export type CheckedCard = { digits: string; brand: CardBrand; expiryMonth: number; expiryYear: number; cardholderName: string };

/**
 * Why a card was refused: the contract's code, the request field to mark, and what to change, in en-US
 * words; a shared rule's refusal also by its message key and parameters, as the answer carries them.
 */
export type CardProblem = {
  code: (typeof CardTokenErrorCode)[keyof typeof CardTokenErrorCode];
  field: keyof CardTokenRequest;
  message: string;
} & Pick<CardTokenErrorResponse, 'messageKey' | 'messageParams'>;

export const isCardProblem = (value: CheckedCard | CardProblem): value is CardProblem => 'code' in value;

/** A body the form would never send is told so in English alone: only a shared rule's refusal is named by key. */
const problem = (code: CardProblem['code'], field: CardProblem['field'], words: string | ValidationMessage): CardProblem =>
  typeof words === 'string'
    ? { code, field, message: words }
    : { code, field, ...namedProblemOf(words) };

/** Longer text than any card field holds is refused before a rule reads it. */
const MAX_FIELD_LENGTH = 80;
const text = (value: unknown) => (typeof value === 'string' && value.length <= MAX_FIELD_LENGTH ? value : null);

/**
 * Checks the tokenising call's body by the payment form's own rules (shared/validation/payment-card.ts
 * and cardholder-name.ts), field by field in the form's order, at `now` for the expiry. The security
 * code is checked here and goes no further: CheckedCard has no place for it. No message quotes a value.
 */
export function readCardTokenBody(body: unknown, now: Date): CheckedCard | CardProblem {
  const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  const number = text(fields.cardNumber);
  if (number === null) return problem(CardTokenErrorCode.CardNumberInvalid, 'cardNumber', 'Send cardNumber as text: the digits of the card number.');
  const numberProblem = cardNumberError(number);
  if (numberProblem) return problem(CardTokenErrorCode.CardNumberInvalid, 'cardNumber', numberProblem);
  const digits = stripNonDigits(number);
  const brand = cardBrandOf(digits)!;

  const securityCode = text(fields.securityCode);
  if (securityCode === null) return problem(CardTokenErrorCode.SecurityCodeInvalid, 'securityCode', 'Send securityCode as text: the digits of the security code.');
  const securityProblem = cvvError(securityCode, brand);
  if (securityProblem) return problem(CardTokenErrorCode.SecurityCodeInvalid, 'securityCode', securityProblem);

  const expiry = readExpiry(fields.expiryMonth, fields.expiryYear, now);
  if ('code' in expiry) return expiry;

  const name = text(fields.cardholderName);
  if (name === null) return problem(CardTokenErrorCode.CardholderNameInvalid, 'cardholderName', 'Send cardholderName as text: the name as printed on the card.');
  const nameProblem = cardholderNameError(name);
  if (nameProblem) return problem(CardTokenErrorCode.CardholderNameInvalid, 'cardholderName', nameProblem);

  return { digits, brand, ...expiry, cardholderName: normalizeCardholderName(name) };
}

/** The expiry as whole numbers (the contract's type), a two-digit year widened; the field to mark is the one at fault. */
function readExpiry(month: unknown, year: unknown, now: Date): { expiryMonth: number; expiryYear: number } | CardProblem {
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    return problem(CardTokenErrorCode.ExpiryInvalid, 'expiryMonth', 'Send expiryMonth as a whole number from 1 to 12.');
  }
  // 7 is the two-digit year 07; a year the field cannot hold (three digits, five) stays unreadable.
  const yearText = typeof year === 'number' && Number.isInteger(year) && year >= 0 ? String(year).padStart(2, '0') : '';
  const fullYear = fourDigitYear(yearText);
  const expiryProblem = cardExpiryError(String(month), yearText, now);
  if (fullYear === null || expiryProblem) {
    const years = expiryYearOptions(now);
    const isYearAtFault = fullYear === null || fullYear < years[0]! || fullYear > years[years.length - 1]!;
    return problem(CardTokenErrorCode.ExpiryInvalid, isYearAtFault ? 'expiryYear' : 'expiryMonth', expiryProblem ?? 'Send expiryYear as a whole number: four digits, or two.');
  }
  return { expiryMonth: month, expiryYear: fullYear };
}
