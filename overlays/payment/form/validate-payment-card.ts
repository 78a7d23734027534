import { reservationErrorMessage, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { Messages } from '../../../shared/i18n/messages';
import { cardBrandOf, cardExpiryError, cardNumberError, cvvError, fourDigitYear, type CardBrand } from '../../../shared/validation/payment-card';
import { cardholderNameError } from './cardholder-name';
import { NEW_CARD, type PaymentCardField, type PaymentCardInput } from './payment-card-values';

export type PaymentCardRules = {
  /** The brands the hotel takes (PaymentInfo.acceptedCardBrands). */
  acceptedBrands: readonly CardBrand[];
  /** The saved cards' tokens the guest may choose. */
  savedTokens: readonly string[];
  now: Date;
  /** The stay's check-out day (ISO date): the card must still be good then, as the payment step checks. */
  checkOutDate: string;
};

/**
 * The expiry's messages, each on the select it is about: the year alone first (judged with December,
 * which no year of the list has passed), then the month within a good year.
 */
function expiryErrors(month: string, year: string, now: Date, checkOutDate: string): { expiryMonth: string | null; expiryYear: string | null } {
  const yearError = cardExpiryError('12', year, now);
  if (yearError) return { expiryYear: yearError, expiryMonth: cardExpiryError(month, String(now.getUTCFullYear() + 1), now) };
  return { expiryYear: null, expiryMonth: cardExpiryError(month, year, now) ?? (expiresBefore(month, year, checkOutDate) ? reservationErrorMessage(ReservationErrorKey.PaymentCardExpired) : null) };
}

/** Whether a card, good to the last day of its month, runs out before `day` (ISO date). */
function expiresBefore(month: string, year: string, day: string): boolean {
  const fullYear = fourDigitYear(year)!;
  const lastDay = new Date(Date.UTC(fullYear, Number(month), 0)).toISOString().slice(0, 10);
  return lastDay < day;
}

/**
 * The client-side check of the form with shared/validation/payment-card.ts (the rules the tokenising
 * call applies again), as react-final-form's errors object: field name to message. The form's own
 * messages are in the page's words (`t`); the shared rules' are those the tokenising call answers with.
 */
export function validatePaymentCard(values: PaymentCardInput, { acceptedBrands, savedTokens, now, checkOutDate }: PaymentCardRules, t: Messages['t']): Partial<Record<PaymentCardField, string>> {
  if (values.cardChoice !== NEW_CARD) {
    return savedTokens.includes(values.cardChoice) ? {} : { cardChoice: t('payment.form.chooseCard') };
  }
  const brand = cardBrandOf(values.cardNumber);
  const numberError = cardNumberError(values.cardNumber) ?? (brand && !acceptedBrands.includes(brand) ? reservationErrorMessage(ReservationErrorKey.CardBrandNotAccepted) : null);
  const checks: [PaymentCardField, string | null][] = [
    ['cardNumber', numberError],
    ['securityCode', cvvError(values.securityCode, brand)],
    ...(Object.entries(expiryErrors(values.expiryMonth, values.expiryYear, now, checkOutDate)) as [PaymentCardField, string | null][]),
    ['cardholderName', cardholderNameError(values.cardholderName, t)],
  ];
  return Object.fromEntries(checks.filter(([, message]) => message !== null)) as Partial<Record<PaymentCardField, string>>;
}
