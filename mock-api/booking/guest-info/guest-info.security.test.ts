import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../../testing/guest-info-calls';
import { startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let seedDay: string;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
});
afterAll(() => api.close());

describe("another browser's cart", () => {
  it('cannot be read, its extras asked for, updated with guest info, or joined with: the same refusal as an unknown cart', async () => {
    const owner = cookieJar();
    const { data } = await bookingCalls(api).createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, owner);
    const cart = data!.createCart;
    const calls = guestInfoCalls(api);
    const stranger = cookieJar();
    await bookingCalls(api).createCart({ search: searchFrom(seedDay, 21), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, stranger);

    for (const answer of [await calls.form(cart.id, stranger), await calls.redemption(cart.id, stranger), await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber), stranger)]) {
      expect(answer.errors?.[0]?.extensions?.code).toBe('CART_VALIDATION_FAILED');
    }
    const joined = await calls.enroll(
      { cartId: cart.id, title: null, givenName: 'Eve', surname: 'Stone', email: 'eve.stone@example.com', phone: null, smsNumber: null, address: { line1: null, line2: null, city: null, stateProvinceCode: null, countryCode: 'GB', postalCode: null }, password: 'Join#Now2026', consents: ['PROGRAMME_TERMS'] },
      stranger,
    );
    expect([joined.status, joined.body.errorCode]).toEqual([409, 'CART_VALIDATION_FAILED']);
    // Nothing of the stranger's attempt reached the owner's cart.
    const own = (await calls.form(cart.id, owner)).data!.cart!;
    expect([own.guestInfo, own.revisionNumber]).toEqual([null, cart.revisionNumber]);
  });
});
