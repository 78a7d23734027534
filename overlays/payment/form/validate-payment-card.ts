import { reservationErrorRef, ReservationErrorKey } from '../../../shared/domain/reservation-errors';
import type { Messages } from '../../../shared/i18n/messages';
import { cardholderNameError } from '../../../shared/validation/cardholder-name';
import { cardBrandOf, cardExpiryError, cardNumberError, cvvError, fourDigitYear, type CardBrand } from '../../../shared/validation/payment-card';
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
function expiryErrors(month: string, year: string, now: Date, checkOutDate: string, sayProblem: Messages['sayProblem']): { expiryMonth: string | undefined; expiryYear: string | undefined } {
  const yearError = sayProblem(cardExpiryError('12', year, now));
  if (yearError) return { expiryYear: yearError, expiryMonth: sayProblem(cardExpiryError(month, String(now.getUTCFullYear() + 1), now)) };
  return {
    expiryYear: undefined,
    expiryMonth: sayProblem(cardExpiryError(month, year, now)) ?? (expiresBefore(month, year, checkOutDate) ? sayProblem(reservationErrorRef(ReservationErrorKey.PaymentCardExpired)) : undefined),
  };
}

/** Whether a card, good to the last day of its month, runs out before `day` (ISO date). */
function expiresBefore(month: string, year: string, day: string): boolean {
  const fullYear = fourDigitYear(year)!;
  const lastDay = new Date(Date.UTC(fullYear, Number(month), 0)).toISOString().slice(0, 10);
  return lastDay < day;
}

/**
 * The client-side check of the form with shared/validation/payment-card.ts and cardholder-name.ts (the
 * rules the tokenising call applies again), as react-final-form's errors object: field name to message,
 * all in the page's words: the form's own (`t`) and the shared rules' (`sayProblem`). The payment step's
 * refusals met here early (a brand the hotel does not take, a card that runs out before the stay ends)
 * keep the reservation catalogue's message, said the same way.
 */
export function validatePaymentCard(
  values: PaymentCardInput,
  { acceptedBrands, savedTokens, now, checkOutDate }: PaymentCardRules,
  { t, sayProblem }: Pick<Messages, 't' | 'sayProblem'>,
): Partial<Record<PaymentCardField, string>> {
  if (values.cardChoice !== NEW_CARD) {
    return savedTokens.includes(values.cardChoice) ? {} : { cardChoice: t('payment.form.chooseCard') };
  }
  const brand = cardBrandOf(values.cardNumber);
  const numberError = sayProblem(cardNumberError(values.cardNumber)) ?? (brand && !acceptedBrands.includes(brand) ? sayProblem(reservationErrorRef(ReservationErrorKey.CardBrandNotAccepted)) : undefined);
  const checks: [PaymentCardField, string | undefined][] = [
    ['cardNumber', numberError],
    ['securityCode', sayProblem(cvvError(values.securityCode, brand))],
    ...(Object.entries(expiryErrors(values.expiryMonth, values.expiryYear, now, checkOutDate, sayProblem)) as [PaymentCardField, string | undefined][]),
    ['cardholderName', sayProblem(cardholderNameError(values.cardholderName))],
  ];
  return Object.fromEntries(checks.filter(([, message]) => message !== undefined)) as Partial<Record<PaymentCardField, string>>;
}
