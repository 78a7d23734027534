import { paymentMethodKind, type PaymentMethodKind as MethodKind } from '../../../shared/booking/payment-methods';
import { moneyOf } from '../../../shared/domain/money';
import { PaymentMethodKind, type PaymentMethod } from '../../graphql/generated/resolvers-types';
import type { CartPaymentTerms } from '../cart-payment-terms';

const AS_GRAPHQL: Record<MethodKind, PaymentMethodKind> = {
  GUARANTEE: PaymentMethodKind.Guarantee,
  DEPOSIT: PaymentMethodKind.Deposit,
  PREPAYMENT: PaymentMethodKind.Prepayment,
};

/**
 * The spec 9 payment method as paymentInfo, Cart.payment and a booked order give it, all from this one
 * function so they never differ: its code, its kind, and what it charges at booking in the hotel's
 * currency. The words are the page's (shared/booking's paymentMethodMessage), in its locale.
 */
export function paymentMethodShape(terms: Pick<CartPaymentTerms, 'methodCode' | 'dueNow'>, currency: string): PaymentMethod {
  return {
    code: terms.methodCode,
    kind: AS_GRAPHQL[paymentMethodKind(terms.methodCode)],
    dueAtBooking: moneyOf(terms.dueNow, currency),
  };
}
