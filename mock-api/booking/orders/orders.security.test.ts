import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_COOKIE } from '../booking-session-cookie';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { ACKNOWLEDGEMENT_CODES } from './booking-acknowledgements';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

const flex = (days: number): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

/** A browser with a booking session of its own (a cart it selected), as an attacker's would have. */
async function browserWithSession(days: number): Promise<CookieJar> {
  const jar = cookieJar();
  await bookingCalls(api).createCart({ ...flex(days), idempotencyKey: newIdempotencyKey() }, jar);
  return jar;
}

const refusal = (answer: { status: number; errors?: { message: string; extensions?: unknown }[] | undefined }) => ({
  status: answer.status,
  errors: answer.errors?.map(({ message, extensions }) => ({ message, extensions })),
});

describe('another browser', () => {
  it('cannot book a cart it did not make: the answer is an unknown cart’s, and nothing is taken', async () => {
    const owner = cookieJar();
    const prepared = await orders.prepare(owner, flex(100));
    const stranger = await browserWithSession(100);
    const footprint = await bookingFootprint(api);
    const attempts = [
      await orders.bookNow(prepared, stranger),
      await orders.bookNow(prepared, cookieJar()),
      await orders.bookNow(prepared, cookieJar(`${BOOKING_SESSION_COOKIE}=planted-token-of-nobody`)),
    ];
    const unknown = refusal(await orders.bookNow({ ...prepared, cartId: 'B'.repeat(32) }, stranger));
    for (const attempt of attempts) expect(refusal(attempt)).toEqual(unknown);
    expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'CART_VALIDATION_FAILED' });
    expect(refusal(await orders.acknowledgements(prepared.cartId, stranger))).toEqual(refusal(await orders.acknowledgements('B'.repeat(32), stranger)));
    expect(await bookingFootprint(api)).toEqual(footprint);
    // The owner still books it.
    expect((await orders.bookNow(prepared, owner)).errors).toBeUndefined();
  });

  it('cannot read an order it did not book, nor its message or e-mails, even with a booking session and an order of its own', async () => {
    const owner = cookieJar();
    const mine = await orders.bookNow(await orders.prepare(owner, flex(101)), owner);
    const number = mine.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const other = cookieJar();
    const theirs = await orders.bookNow(await orders.prepare(other, flex(101)), other);
    expect(theirs.errors).toBeUndefined();
    for (const reader of [other, cookieJar()]) {
      expect((await orders.confirmation(number, reader)).data).toEqual({ reservationOrder: null });
      expect((await orders.message(number, reader)).data).toEqual({ reservationOrder: null });
      expect((await orders.notifications(number, reader)).data).toEqual({ reservationOrder: null });
    }
  });

  it('cannot replay another browser’s key: keys belong to the booking session that sent them', async () => {
    const owner = cookieJar();
    const prepared = await orders.prepare(owner, flex(102));
    const key = newIdempotencyKey();
    expect((await orders.bookNow(prepared, owner, key)).errors).toBeUndefined();
    const stranger = await browserWithSession(102);
    expect(codeOf(await orders.bookNow(prepared, stranger, key))).toBe('CART_VALIDATION_FAILED');
  });
});

describe('what a booking answers and writes of the card', () => {
  it('is the brand, last four, expiry and name: never the number, nor the token a lookup could read', async () => {
    const jar = cookieJar();
    const answer = await orders.bookNow(await orders.prepare(jar, flex(103)), jar);
    const number = answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const read = await orders.confirmation(number, jar);
    expect(Object.keys(read.data!.reservationOrder!.payment!.card).sort()).toEqual(['brand', 'cardholderName', 'expiryMonth', 'expiryYear', 'lastFour']);
    const { rows } = await api.db.query<{ body: string }>('select body from outbox_messages m join reservations r on r.order_id = m.order_id where r.confirmation_number = $1', [number]);
    expect(rows[0]!.body).toMatch(/Visa ending in 1111/);
    expect(rows[0]!.body).not.toMatch(/\d{13,19}/);
  });
});

// Values attackers and broken clients send.
const hostileText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom("' or 1=1 --", '<script>alert(1)</script>', '', ' ', 'a'.repeat(3000), '{"$ne":null}', 'half a pair \ud800', 'line\nbreak', '\u0000'),
);

describe('createOrder with any input', () => {
  it('answers a clear refusal or an order, never a 5xx or an unexpected error', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(104));
    const cartIds = fc.oneof(hostileText, fc.constant(prepared.cartId), fc.constant('A'.repeat(32)));
    const keys = fc.oneof(hostileText, fc.constant(newIdempotencyKey()), fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/));
    const codes = fc.array(fc.oneof(hostileText, fc.constantFrom(...ACKNOWLEDGEMENT_CODES)), { maxLength: 12 });
    const revisions = fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constant(prepared.revisionNumber));
    await fc.assert(
      fc.asyncProperty(cartIds, keys, codes, revisions, async (cartId, idempotencyKey, acceptedAcknowledgements, revisionNumber) => {
        const answer = await orders.createOrder({ cartId, idempotencyKey, acceptedAcknowledgements, revisionNumber }, jar);
        expect(answer.status).toBeLessThan(500);
        for (const error of answer.errors ?? []) {
          expect(error.extensions?.code).toBeTruthy();
          expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
          expect(error.message).not.toBe('Unexpected error.');
        }
      }),
      { numRuns: 120 },
    );
  });
});
