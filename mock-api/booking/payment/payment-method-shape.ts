import { paymentMethodDescription, paymentMethodKind, type PaymentMethodKind as MethodKind } from '../../../shared/booking/payment-methods';
import { formatMoney } from '../../../shared/domain/format-money';
import { moneyOf } from '../../../shared/domain/money';
import { PaymentMethodKind, type PaymentMethod } from '../../graphql/generated/resolvers-types';
import type { CartPaymentTerms } from '../cart-payment-terms';

const AS_GRAPHQL: Record<MethodKind, PaymentMethodKind> = {
  GUARANTEE: PaymentMethodKind.Guarantee,
  DEPOSIT: PaymentMethodKind.Deposit,
  PREPAYMENT: PaymentMethodKind.Prepayment,
};

/**
 * The spec 9 payment method of a cart as paymentInfo and Cart.payment give it, both from this one
 * function so they never differ: its code, its kind, and its words with what is due now in the
 * request's locale and the hotel's currency.
 */
export function paymentMethodShape(terms: CartPaymentTerms, currency: string, locale: string): PaymentMethod {
  return {
    code: terms.methodCode,
    kind: AS_GRAPHQL[paymentMethodKind(terms.methodCode)],
    description: paymentMethodDescription(terms.methodCode, formatMoney(moneyOf(terms.dueNow, currency), locale)),
  };
}
