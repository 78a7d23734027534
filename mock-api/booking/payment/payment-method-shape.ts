import { paymentMethodDescription, paymentMethodKind, type PaymentMethodKind as MethodKind } from '../../../shared/booking/payment-methods';
import { PaymentMethodKind, type PaymentMethod } from '../../graphql/generated/resolvers-types';
import type { CartPaymentTerms } from '../cart-payment-terms';
import { moneyText } from '../money-text';

const AS_GRAPHQL: Record<MethodKind, PaymentMethodKind> = {
  GUARANTEE: PaymentMethodKind.Guarantee,
  DEPOSIT: PaymentMethodKind.Deposit,
  PREPAYMENT: PaymentMethodKind.Prepayment,
};

/**
 * The spec 9 payment method as paymentInfo, Cart.payment and a booked order give it, all from this one
 * function so they never differ: its code, its kind, and its words with what is due at booking in the
 * request's locale and the hotel's currency.
 */
export function paymentMethodShape(terms: Pick<CartPaymentTerms, 'methodCode' | 'dueNow'>, currency: string, locale: string): PaymentMethod {
  return {
    code: terms.methodCode,
    kind: AS_GRAPHQL[paymentMethodKind(terms.methodCode)],
    description: paymentMethodDescription(terms.methodCode, moneyText(terms.dueNow, currency, locale)),
  };
}
