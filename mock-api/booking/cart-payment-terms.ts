import { amountDueAtBooking, DEFAULT_PAYMENT_METHOD } from '../../shared/booking/payment-methods';
import type { Queryable } from '../db/database';
import type { CartRecord } from './cart-store';
import { nightlyTaxes } from './taxes';

/**
 * How a cart is paid (spec 9 payment methods) and what that asks of the card, in minor units of the
 * cart's currency: the credit-card-info call authorises `dueNow`, and create order records it as the
 * charge at booking. Points bought and the insurance premium are charged on top, by their own rules.
 */
export type CartPaymentTerms = {
  methodCode: string;
  /** Cash of the stay with taxes, every room. */
  stayCash: number;
  dueNow: number;
  dueAtHotel: number;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export async function cartPaymentTerms(db: Queryable, cart: CartRecord): Promise<CartPaymentTerms> {
  const { rows } = await db.query<{ code: string }>('select payment_method_code as code from rate_plans where hotel_code = $1 and code = $2', [
    cart.criteria.propertyId,
    cart.ratePlanCode,
  ]);
  const methodCode = rows[0]?.code ?? DEFAULT_PAYMENT_METHOD;
  const roomNight = cart.nights.map((night) => (night.cash ?? 0) + nightlyTaxes(night.cash, cart.taxes));
  const stayCash = sum(roomNight) * cart.criteria.numRooms;
  const firstNight = (roomNight[0] ?? 0) * cart.criteria.numRooms;
  const dueNow = amountDueAtBooking(methodCode, { total: stayCash, firstNight });
  return { methodCode, stayCash, dueNow, dueAtHotel: stayCash - dueNow };
}
