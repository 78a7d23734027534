import type { BookingAcknowledgementsQuery, CreateOrderInput } from '../../../../../shared/graphql/generated/graphql';
import { createFakeCartApi } from '../../pre-booking/testing/cart-fake-api';
import type { CartFixture } from '../../pre-booking/testing/cart-fixtures';

type Acknowledgements = BookingAcknowledgementsQuery['bookingAcknowledgements'];

/** What a guarantee rate asks the guest to accept: its rules and cancellation policy. */
export const rateRulesAcknowledgement = { code: 'RATE_RULES', text: 'I accept the rate’s rules and its cancellation policy.' };
export const prepaidAcknowledgement = { code: 'PREPAID_CHARGE', text: 'I agree that $527.85 is charged to my card now and is not refunded.' };

/**
 * The review page's back end in tests: the cart fake (reads, extend, queued refusals) answering also
 * the acknowledgements and create order. Create order answers an order for the first room number, or
 * waits while `holdOrders` holds it, as a slow server would. Used only by tests.
 */
export function createFakeCheckoutApi(cart: CartFixture, acknowledgements: Acknowledgements = [rateRulesAcknowledgement, prepaidAcknowledgement]) {
  const checkout = { acknowledgements, confirmationNumbers: ['81234567'], release: null as (() => void) | null };
  let held: Promise<void> | null = null;
  const fake = createFakeCartApi(cart, {
    BookingAcknowledgements: () => ({ bookingAcknowledgements: checkout.acknowledgements }),
    CreateOrder: async () => {
      if (held) await held;
      const items = checkout.confirmationNumbers.map((confirmationNumber) => ({ basicInformation: { confirmationNumber } }));
      return { createOrder: { isReplay: false, order: { id: 'ORDER-1', items } } };
    },
  });
  return {
    ...fake,
    checkout,
    /** The create-order inputs sent, refused ones included, in order. */
    orders: () => fake.state.requests.filter((request) => request.name === 'CreateOrder').map((request) => request.variables.input as CreateOrderInput),
    /** Create order answers only once `release` is called. */
    holdOrders() {
      held = new Promise((resolve) => {
        checkout.release = () => {
          held = null;
          resolve();
        };
      });
    },
  };
}

export type FakeCheckoutApi = ReturnType<typeof createFakeCheckoutApi>;
