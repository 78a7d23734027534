import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_INSURANCE_PROVIDER, TRAVEL_INSURANCE_QUOTE_MINUTES, travelInsurancePremium } from '../../../shared/booking/travel-insurance';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { travelAgentCalls } from '../../testing/travel-agent-calls';

let api: TestApi;
let booking: ReturnType<typeof bookingCalls>;
let calls: ReturnType<typeof travelAgentCalls>;
let clock: TestClock;
let seedDay: string;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  booking = bookingCalls(api);
  calls = travelAgentCalls(api);
});
afterAll(() => api.close());

const codeOf = (answer: { errors?: { extensions?: { code?: string; field?: string } }[] | undefined }) => answer.errors?.[0]?.extensions;

async function newCart(jar: CookieJar = cookieJar(), overrides: { ratePlanCode?: string; rewardsRedemption?: boolean; numRooms?: number } = {}) {
  const { ratePlanCode = 'FLEX', rewardsRedemption = false, numRooms = 1 } = overrides;
  const { data, errors } = await booking.createCart(
    { search: searchFrom(seedDay, 20, 2, { rewardsRedemption, numRooms }), roomTypeCode: 'GKNG', ratePlanCode, idempotencyKey: newIdempotencyKey() },
    jar,
  );
  expect(errors).toBeUndefined();
  return { jar, cart: data!.createCart };
}

async function quoteFor(cartId: string, jar: CookieJar) {
  const { data, errors } = await calls.insuranceQuote(cartId, jar);
  expect(errors).toBeUndefined();
  return data!.travelInsuranceQuote;
}

describe('travelInsuranceQuote', () => {
  it('prices the cash the stay costs (subtotal, taxes and fees) at the rate, for 15 minutes', async () => {
    const { jar, cart } = await newCart();
    const quote = await quoteFor(cart.id, jar);
    const total = cart.price.cash!.total.value;
    expect(quote).toMatchObject({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      coveredTripCost: { value: total, currency: 'USD', valueDecimalPoint: 2 },
      premium: { value: travelInsurancePremium(total, 'USD'), currency: 'USD', valueDecimalPoint: 2 },
      provider: TRAVEL_INSURANCE_PROVIDER,
      expiresAt: new Date(clock.now.getTime() + TRAVEL_INSURANCE_QUOTE_MINUTES * 60_000).toISOString(),
    });
    expect(quote.summary).toContain('$');
  });

  it('refuses a stay paid only in points: nothing in cash to insure', async () => {
    const jar = cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com'));
    const { cart } = await newCart(jar, { ratePlanCode: 'POINTS', rewardsRedemption: true });
    expect(codeOf(await calls.insuranceQuote(cart.id, jar))).toEqual({ code: 'TRAVEL_INSURANCE_UNAVAILABLE' });
  });
});

describe('updateInsuranceCart', () => {
  it('adds the quoted policy and removes it, each bumping the revision; Cart.insurance shows it', async () => {
    const { jar, cart } = await newCart();
    const quote = await quoteFor(cart.id, jar);
    const added = await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 1, quoteId: quote.id }, jar);
    expect(added.errors).toBeUndefined();
    expect(added.data?.updateInsuranceCart).toMatchObject({ revisionNumber: 2, insurance: { quoteId: quote.id, premium: quote.premium, provider: TRAVEL_INSURANCE_PROVIDER } });
    const removed = await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 2, quoteId: null }, jar);
    expect(removed.data?.updateInsuranceCart).toMatchObject({ revisionNumber: 3, insurance: null });
  });

  it('refuses a stale revision (STALE_REVISION) and changes nothing', async () => {
    const { jar, cart } = await newCart();
    const quote = await quoteFor(cart.id, jar);
    expect(codeOf(await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 7, quoteId: quote.id }, jar))?.code).toBe('STALE_REVISION');
    const { rows } = await api.db.query('select revision_number from carts where id = $1', [cart.id]);
    expect(rows).toEqual([{ revision_number: 1 }]);
  });

  it('refuses an expired quote (INSURANCE_QUOTE_EXPIRED)', async () => {
    const { jar, cart } = await newCart();
    const quote = await quoteFor(cart.id, jar);
    const start = clock.now;
    // The cart's hold is renewed just before the quote runs out, so only the quote has expired.
    clock.now = new Date(start.getTime() + (TRAVEL_INSURANCE_QUOTE_MINUTES - 1) * 60_000);
    try {
      expect((await booking.extendCart(cart.id, 1, jar)).errors).toBeUndefined();
      clock.now = new Date(start.getTime() + TRAVEL_INSURANCE_QUOTE_MINUTES * 60_000);
      expect(codeOf(await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 2, quoteId: quote.id }, jar))).toEqual({ code: 'INSURANCE_QUOTE_EXPIRED' });
    } finally {
      clock.now = start;
    }
  });

  it('refuses a quote the cart was repriced since (rooms changed)', async () => {
    const { jar, cart } = await newCart();
    const quote = await quoteFor(cart.id, jar);
    expect((await booking.updateCart({ cartId: cart.id, revisionNumber: 1, numRooms: 2 }, jar)).errors).toBeUndefined();
    expect(codeOf(await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 2, quoteId: quote.id }, jar))).toEqual({ code: 'INSURANCE_QUOTE_EXPIRED' });
  });

  it('refuses another cart’s quote, an unknown one and a malformed one alike (BAD_USER_INPUT on quoteId)', async () => {
    const jar = cookieJar();
    const { cart } = await newCart(jar);
    const { cart: other } = await newCart(jar);
    const otherQuote = await quoteFor(other.id, jar);
    for (const quoteId of [otherQuote.id, 'A'.repeat(32), "' or 1=1 --"]) {
      const answer = await calls.updateInsuranceCart({ cartId: cart.id, revisionNumber: 1, quoteId }, jar);
      expect(codeOf(answer)).toEqual({ code: 'BAD_USER_INPUT', field: 'quoteId' });
      expect(answer.errors?.[0]?.message).toBe('This is not a quote for this cart. Ask for a quote, then add it.');
    }
  });
});
