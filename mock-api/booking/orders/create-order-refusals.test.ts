import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../../testing/booking-calls';
import { startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { paymentCalls, TEST_CARDS } from '../../testing/payment-calls';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

const flex = (days: number): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

describe('createOrder refusals', () => {
  it('answers PAYMENT_DECLINED when the issuer declines what is charged at booking, and takes nothing', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, { ...flex(33), ratePlanCode: 'PREPAY' }, { guest: { isPrepayConsentAccepted: true } });
    // Authorised when the card was given; the issuer declines it by the time the stay is charged.
    const declined = await paymentCalls(api).tokenOf(TEST_CARDS.declinedVisa, jar);
    await api.db.query('update carts set payment_token = $2 where id = $1', [prepared.cartId, declined]);
    const footprint = await bookingFootprint(api);
    expect(codeOf(await orders.bookNow(prepared, jar))).toBe('PAYMENT_DECLINED');
    expect(await bookingFootprint(api)).toEqual(footprint);
  });

  const refusalOf = (answer: { errors?: { message: string; extensions?: unknown }[] | undefined }) => answer.errors?.map(({ message, extensions }) => ({ message, extensions }));

  it('refuses a cart without a card, without guest information, or with an acknowledgement left out, and changes nothing', async () => {
    const jar = cookieJar();
    const unpaid = await orders.prepare(jar, flex(30), { card: null });
    const footprint = await bookingFootprint(api);
    expect(refusalOf(await orders.bookNow(unpaid, jar))).toMatchInlineSnapshot(`
      [
        {
          "extensions": {
            "code": "PAYMENT_REQUIRED",
          },
          "message": "Add a card to pay with before booking.",
        },
      ]
    `);
    const nameless = await orders.prepare(jar, flex(31), { withGuestInfo: false });
    expect(refusalOf(await orders.bookNow(nameless, jar))).toMatchInlineSnapshot(`
      [
        {
          "extensions": {
            "code": "GUEST_INFO_REQUIRED",
          },
          "message": "Add the guest information before booking.",
        },
      ]
    `);
    const prepaid = await orders.prepare(jar, { ...flex(32), ratePlanCode: 'PREPAY' }, { guest: { isPrepayConsentAccepted: true } });
    expect(prepaid.acknowledgements).toEqual(['RATE_RULES', 'PREPAID_CHARGE']);
    expect(refusalOf(await orders.bookNow({ ...prepaid, acknowledgements: ['RATE_RULES'] }, jar))).toMatchInlineSnapshot(`
      [
        {
          "extensions": {
            "code": "BAD_USER_INPUT",
            "field": "acceptedAcknowledgements",
          },
          "message": "Accept every acknowledgement before booking; not accepted: PREPAID_CHARGE.",
        },
      ]
    `);
    expect(codeOf(await orders.bookNow({ ...prepaid, acknowledgements: [...prepaid.acknowledgements, 'NOT_A_CODE'] }, jar))).toBe('BAD_USER_INPUT');
    expect(await bookingFootprint(api)).toEqual(footprint);
  });

  it('refuses a stale revision, an expired cart and another browser’s cart, taking nothing', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(33));
    const footprint = await bookingFootprint(api);
    expect(codeOf(await orders.bookNow({ ...prepared, revisionNumber: prepared.revisionNumber + 1 }, jar))).toBe('STALE_REVISION');
    const stranger = cookieJar();
    await bookingCalls(api).createCart({ ...flex(33), idempotencyKey: newIdempotencyKey() }, stranger);
    const theirs = await orders.bookNow(prepared, stranger);
    const unknown = await orders.bookNow({ ...prepared, cartId: 'A'.repeat(32) }, stranger);
    expect(refusalOf(theirs)).toEqual(refusalOf(unknown));
    expect(codeOf(theirs)).toBe('CART_VALIDATION_FAILED');
    expect(codeOf(await orders.bookNow(prepared, cookieJar()))).toBe('CART_VALIDATION_FAILED');
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + 16 * 60_000);
    try {
      expect(codeOf(await orders.bookNow(prepared, jar))).toBe('CART_VALIDATION_FAILED');
    } finally {
      clock.now = before;
    }
    expect(await bookingFootprint(api)).toEqual(footprint);
  });

  it('answers SESSION_VALIDATION_FAILED once the booking session has ended', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(34));
    const before = clock.now;
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    try {
      expect(codeOf(await orders.bookNow(prepared, jar))).toBe('SESSION_VALIDATION_FAILED');
    } finally {
      clock.now = before;
    }
  });
});
