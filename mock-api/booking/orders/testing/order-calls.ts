import { expect } from 'vitest';
import {
  BookingAcknowledgementsDocument,
  ConfirmationMessageDocument,
  CreateOrderDocument,
  MyTripsDocument,
  NotificationStatusDocument,
  OrderConfirmationDocument,
  TravelInsuranceQuoteDocument,
  UpdateInsuranceCartDocument,
  type CreateOrderInput,
  type UpdateCartGuestInfoInput,
} from '../../../../shared/graphql/generated/graphql';
import type { SearchCriteria } from '../../../../shared/booking/search-criteria';
import { bookingCalls, newIdempotencyKey, type CookieJar } from '../../../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../../../testing/guest-info-calls';
import type { TestApi } from '../../../testing/test-api';
import { paymentCalls, TEST_CARDS } from '../../../testing/payment-calls';
import type { CardTokenRequest } from '../../../../shared/domain/payment-api';

export type Selection = { search: SearchCriteria; roomTypeCode: string; ratePlanCode: string };

/** A cart ready for Book now: its id, the revision the review page read, and the codes to accept. */
export type PreparedCart = { cartId: string; revisionNumber: number; acknowledgements: string[] };

export type PrepareOptions = {
  guest?: Partial<UpdateCartGuestInfoInput>;
  /** Leave out a step to test its refusal. */
  withGuestInfo?: boolean;
  card?: CardTokenRequest | null;
  withInsurance?: boolean;
  /** The idempotency key the rate list selects with. */
  cartKey?: string;
};

/** The checkout calls as the review and confirmation pages send them, by persisted hash, with the browser's cookies. */
export function orderCalls(api: TestApi) {
  const { send, createCart } = bookingCalls(api);
  const guestInfo = guestInfoCalls(api);

  const acknowledgements = (cartId: string, jar?: CookieJar, locale?: string) => send(BookingAcknowledgementsDocument, { cartId }, jar, locale);
  const createOrder = (input: CreateOrderInput, jar?: CookieJar, locale?: string) => send(CreateOrderDocument, { input }, jar, locale);
  const confirmation = (confirmationNumber: string, jar?: CookieJar, locale?: string) => send(OrderConfirmationDocument, { confirmationNumber }, jar, locale);
  const message = (confirmationNumber: string, jar?: CookieJar) => send(ConfirmationMessageDocument, { confirmationNumber }, jar);
  const notifications = (confirmationNumber: string, jar?: CookieJar) => send(NotificationStatusDocument, { confirmationNumber }, jar);
  const myTrips = (jar: CookieJar) => send(MyTripsDocument, {}, jar);

  /** Select, guest information, (insurance), card, acknowledgements: every step before Book now; fails the test on a refusal. */
  async function prepare(jar: CookieJar, selection: Selection, options: PrepareOptions = {}): Promise<PreparedCart> {
    const cart = await createCart({ ...selection, idempotencyKey: options.cartKey ?? newIdempotencyKey() }, jar);
    expect(cart.errors).toBeUndefined();
    const cartId = cart.data!.createCart.id;
    let revisionNumber = cart.data!.createCart.revisionNumber;
    if (options.withGuestInfo ?? true) {
      const saved = await guestInfo.updateCartGuestInfo(guestForm(cartId, revisionNumber, options.guest), jar);
      expect(saved.errors).toBeUndefined();
      revisionNumber = saved.data!.updateCartGuestInfo.revisionNumber;
    }
    if (options.withInsurance) {
      const quote = await send(TravelInsuranceQuoteDocument, { cartId }, jar);
      expect(quote.errors).toBeUndefined();
      const insured = await send(UpdateInsuranceCartDocument, { input: { cartId, revisionNumber, quoteId: quote.data!.travelInsuranceQuote.id } }, jar);
      expect(insured.errors).toBeUndefined();
      revisionNumber = insured.data!.updateInsuranceCart.revisionNumber;
    }
    if (options.card !== null) revisionNumber = (await paymentCalls(api).payCart({ id: cartId, revisionNumber }, jar, options.card ?? TEST_CARDS.visa)).revisionNumber;
    const listed = await acknowledgements(cartId, jar);
    expect(listed.errors).toBeUndefined();
    return { cartId, revisionNumber, acknowledgements: listed.data!.bookingAcknowledgements.map((item) => item.code) };
  }

  /** Book now for a prepared cart, accepting what the review page listed, with a fresh key unless one is given. */
  const bookNow = (prepared: PreparedCart, jar: CookieJar, idempotencyKey = newIdempotencyKey(), overrides: Partial<CreateOrderInput> = {}) =>
    createOrder({ cartId: prepared.cartId, revisionNumber: prepared.revisionNumber, idempotencyKey, acceptedAcknowledgements: prepared.acknowledgements, ...overrides }, jar);

  return { acknowledgements, createOrder, confirmation, message, notifications, myTrips, prepare, bookNow };
}

/** The first error's code of an answer. */
export const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] | undefined }) => answer.errors?.[0]?.extensions?.code;

/** Counts of what a booking writes, to prove a refusal wrote none of it. */
export async function bookingFootprint(api: TestApi) {
  const count = async (sql: string) => (await api.db.query<{ n: number }>(sql)).rows[0]!.n;
  return {
    orders: await count('select count(*)::int as n from orders where cart_id is not null'),
    rooms: await count('select count(*)::int as n from reservations where takes_inventory'),
    roomsSold: await count('select coalesce(sum(rooms_sold), 0)::int as n from room_inventory'),
    pointsEntries: await count('select count(*)::int as n from member_points_entries where order_id is not null'),
    outbox: await count('select count(*)::int as n from outbox_messages'),
    policies: await count('select count(*)::int as n from travel_insurance_policies'),
    programmeBookings: await count('select count(*)::int as n from travel_agent_bookings'),
  };
}
