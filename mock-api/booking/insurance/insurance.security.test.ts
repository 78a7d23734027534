import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type BookingAnswer } from '../../testing/booking-calls';
import { startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { travelAgentCalls } from '../../testing/travel-agent-calls';

let api: TestApi;
let calls: ReturnType<typeof travelAgentCalls>;
let seedDay: string;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  calls = travelAgentCalls(api);
});
afterAll(() => api.close());

const refusal = (answer: BookingAnswer<unknown>) => ({ data: answer.data, errors: answer.errors?.map(({ message, extensions }) => ({ message, extensions })) });
const UNKNOWN_CART = { data: null, errors: [{ message: 'Your booking has expired. Start again to carry on.', extensions: { code: 'CART_VALIDATION_FAILED' } }] };

async function newCart(jar = cookieJar()) {
  const { data } = await bookingCalls(api).createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
  return { jar, id: data!.createCart.id };
}

describe('another browser’s cart', () => {
  it('gets no quote and no policy change: the same answer as an unknown cart, and nothing stored', async () => {
    const owner = await newCart();
    const stranger = await newCart();
    expect(refusal(await calls.insuranceQuote(owner.id, stranger.jar))).toEqual(UNKNOWN_CART);
    const { data } = await calls.insuranceQuote(owner.id, owner.jar);
    const quoteId = data!.travelInsuranceQuote.id;
    expect(refusal(await calls.updateInsuranceCart({ cartId: owner.id, revisionNumber: 1, quoteId }, stranger.jar))).toEqual(UNKNOWN_CART);
    expect(refusal(await calls.updateInsuranceCart({ cartId: owner.id, revisionNumber: 1, quoteId: null }, stranger.jar))).toEqual(UNKNOWN_CART);
    // Nor can the stranger add the owner's quote to their own cart.
    expect((await calls.updateInsuranceCart({ cartId: stranger.id, revisionNumber: 1, quoteId }, stranger.jar)).errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'quoteId' });
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from travel_insurance_quotes where cart_id = $1', [owner.id]);
    expect(rows).toEqual([{ n: 1 }]);
    expect((await api.db.query('select * from cart_insurance')).rows).toEqual([]);
  });

  it('a browser with no booking session gets the unknown-cart answer', async () => {
    const owner = await newCart();
    expect(refusal(await calls.insuranceQuote(owner.id))).toEqual(UNKNOWN_CART);
    expect(refusal(await calls.updateInsuranceCart({ cartId: owner.id, revisionNumber: 1, quoteId: null }))).toEqual(UNKNOWN_CART);
  });
});
