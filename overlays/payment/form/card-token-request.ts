import type { CardTokenRequest } from '../../../shared/domain/payment-api';
import { normalizeCardholderName } from '../../../shared/validation/cardholder-name';
import { fourDigitYear } from '../../../shared/validation/payment-card';
import type { PaymentCardInput } from './payment-card-values';

/** The tokenising call's request from a checked form: the card's five fields, the year widened to four digits. */
export function cardTokenRequestOf(values: PaymentCardInput): CardTokenRequest {
  return {
    cardNumber: values.cardNumber.trim(),
    securityCode: values.securityCode.trim(),
    expiryMonth: Number(values.expiryMonth),
    expiryYear: fourDigitYear(values.expiryYear) ?? Number(values.expiryYear),
    cardholderName: normalizeCardholderName(values.cardholderName),
  };
}
