import { afterEach, describe, expect, it } from 'vitest';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../testing/booking-calls';
import { seedingDayOf } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const countCarts = async () => (await api!.db.query<{ carts: number }>('select count(*)::int as carts from carts')).rows[0]!.carts;

describe('the cart throttle', () => {
  it('answers 429 past the carts a booking session, then a client address, may make in a minute', async () => {
    api = await startTestApi({ config: { cartRateLimit: { perClientPerMinute: 6, perSessionPerMinute: 3 } } });
    const seedDay = await seedingDayOf(api.db);
    const choose = (jar: CookieJar) => bookingCalls(api!).createCart({ search: searchFrom(seedDay, 40), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);

    const cartsBefore = await countCarts();
    const guest = cookieJar();
    // The first call has no session yet: it counts for the address alone, then three for the session.
    for (let call = 0; call < 4; call += 1) expect((await choose(guest)).errors).toBeUndefined();
    const refused = await choose(guest);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    // A browser that drops its cookie to start afresh is still one address: one more, then refused.
    expect((await choose(cookieJar())).errors).toBeUndefined();
    const dropped = await choose(cookieJar());
    expect(dropped.status).toBe(429);
    expect((await countCarts()) - cartsBefore).toBe(5);
  });
});
