import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_HOLD_SECONDS } from '../../shared/booking/booking-timers';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type BookingAnswer, type CookieJar } from '../testing/booking-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../testing/reservation-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { BOOKING_SESSION_COOKIE } from './booking-session-cookie';

let api: TestApi;
let calls: ReturnType<typeof bookingCalls>;
let clock: TestClock;
let seedDay: string;

// One server for the suite: every test makes its own browsers (cookie jars) and carts.
beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = bookingCalls(api);
});
afterAll(() => api.close());

const select = (jar: CookieJar, idempotencyKey = newIdempotencyKey()) =>
  calls.createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey }, jar);

async function newCart(jar = cookieJar()) {
  const { data, errors } = await select(jar);
  expect(errors).toBeUndefined();
  return { jar, id: data!.createCart.id };
}

/** What a refusal says, without where in the operation it was raised. */
const refusal = (answer: BookingAnswer<unknown>) => ({ status: answer.status, data: answer.data, errors: answer.errors?.map(({ message, extensions }) => ({ message, extensions })) });

const UNKNOWN_CART = { status: 200, data: null, errors: [{ message: 'Your booking has expired. Start again to carry on.', extensions: { code: 'CART_VALIDATION_FAILED' } }] };

describe('cart ids', () => {
  it('are 192 random bits in base64url: 32 characters, all different, every symbol used evenly', async () => {
    const ids: string[] = [];
    const jar = cookieJar();
    for (let index = 0; index < 40; index += 1) ids.push((await newCart(jar)).id);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(24);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const characters = ids.join('');
    const counts = new Map<string, number>();
    for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
    const entropy = -[...counts.values()].reduce((sum, count) => sum + (count / characters.length) * Math.log2(count / characters.length), 0);
    expect(counts.size).toBeGreaterThanOrEqual(60);
    expect(entropy).toBeGreaterThan(5.5);
    // No shared prefix beyond chance: not a counter, not a clock.
    expect(new Set(ids.map((id) => id.slice(0, 4))).size).toBe(ids.length);
  });
});

describe('another browser’s cart', () => {
  it('is refused with exactly the answer an unknown cart gets, for reads, updates and extensions alike', async () => {
    const owner = await newCart();
    const stranger = await newCart();
    const unknownId = 'A'.repeat(32);
    expect(refusal(await calls.cart(owner.id, stranger.jar))).toEqual(UNKNOWN_CART);
    expect(refusal(await calls.cart(owner.id, stranger.jar))).toEqual(refusal(await calls.cart(unknownId, stranger.jar)));
    const update = await calls.updateCart({ cartId: owner.id, revisionNumber: 1, numRooms: 2 }, stranger.jar);
    expect(refusal(update).errors).toEqual(refusal(await calls.updateCart({ cartId: unknownId, revisionNumber: 1, numRooms: 2 }, stranger.jar)).errors);
    const extend = await calls.extendCart(owner.id, 1, stranger.jar);
    expect(refusal(extend).errors).toEqual(UNKNOWN_CART.errors);
    // Nothing the stranger tried changed it.
    expect((await calls.cart(owner.id, owner.jar)).data?.cart).toMatchObject({ revisionNumber: 1, stay: { numRooms: 1 } });
  });

  it('is not the cart of the member signed in on the other browser either', async () => {
    const sessionOf = reservationCalls(api).sessionOf;
    const avaHere = cookieJar(await sessionOf('ava.morgan@example.com'));
    const { id } = await newCart(avaHere);
    const avaElsewhere = cookieJar(await sessionOf('ava.morgan@example.com'));
    expect(refusal(await calls.cart(id, avaElsewhere))).toEqual(UNKNOWN_CART);
  });
});

describe('a tampered cart id', () => {
  it.each([
    ['one character changed', (id: string) => `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`],
    ['cut short', (id: string) => id.slice(0, 31)],
    ['made longer', (id: string) => `${id}A`],
    ['in other case', (id: string) => (id.toLowerCase() === id ? id.toUpperCase() : id.toLowerCase())],
    ['with SQL', () => "' or 1=1 --"],
    ['with a wildcard', () => '%'],
    ['empty', () => ''],
    ['padded', (id: string) => ` ${id} `],
    ['huge', () => 'A'.repeat(10_000)],
    ['with a NUL', (id: string) => `${id.slice(0, 31)}\u0000`],
  ])('%s is refused like an unknown cart', async (_case, tamper) => {
    const { jar, id } = await newCart();
    const answer = refusal(await calls.cart(tamper(id), jar));
    // A NUL is refused before the database as a client mistake, which tells nothing of carts either.
    if (tamper(id).includes('\u0000')) expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(CART_VALIDATION_FAILED|BAD_REQUEST)$/);
    else expect(answer).toEqual(UNKNOWN_CART);
  });

  it('never answers a server error, whatever the text', async () => {
    const { jar } = await newCart();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (id) => {
        const answer = await calls.cart(id, jar);
        expect(answer.status).toBeLessThan(500);
        expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(CART_VALIDATION_FAILED|BAD_REQUEST)$/);
      }),
      { numRuns: 60 },
    );
  });
});

describe('a cart after its hold', () => {
  it('can be neither read, changed, extended nor made again with its key', async () => {
    const jar = cookieJar();
    const key = newIdempotencyKey();
    const { data } = await select(jar, key);
    const { id } = data!.createCart;
    const start = clock.now;
    clock.now = new Date(start.getTime() + CART_HOLD_SECONDS * 1000);
    try {
      expect(refusal(await calls.cart(id, jar))).toEqual(UNKNOWN_CART);
      expect(refusal(await calls.updateCart({ cartId: id, revisionNumber: 1, numRooms: 2 }, jar)).errors).toEqual(UNKNOWN_CART.errors);
      expect(refusal(await calls.extendCart(id, 1, jar)).errors).toEqual(UNKNOWN_CART.errors);
      expect(refusal(await select(jar, key)).errors).toEqual(UNKNOWN_CART.errors);
    } finally {
      clock.now = start;
    }
  });
});

describe('the booking session cookie', () => {
  it('is required: without it no cart is read, and nothing is set on the refusal', async () => {
    const { id } = await newCart();
    const answer = await calls.cart(id);
    expect(refusal(answer)).toEqual(UNKNOWN_CART);
    expect(answer.setCookies).toEqual([]);
  });

  it('is httpOnly, SameSite=Lax, for the whole site, dies with the browser, and is stored only as its SHA-256', async () => {
    const answer = await select(cookieJar());
    const [cookie] = answer.setCookies;
    expect(cookie).toMatch(new RegExp(`^${BOOKING_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax$`));
    const token = cookie!.split(';')[0]!.split('=')[1]!;
    const { rows } = await api.db.query<{ n: number }>('select count(*)::int as n from booking_sessions where token_hash = $1', [
      createHash('sha256').update(token).digest('base64url'),
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    const { rows: clear } = await api.db.query<{ n: number }>(`select count(*)::int as n from booking_sessions where token_hash = $1`, [token]);
    expect(clear).toEqual([{ n: 0 }]);
  });

  it('is Secure when the sites are served over HTTPS', async () => {
    const secure = await startTestApi({ config: { secureCookies: true } });
    try {
      const answer = await bookingCalls(secure).createCart(
        { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() },
        cookieJar(),
      );
      expect(answer.setCookies[0]).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('planted by someone else is not adopted: choosing a rate issues a token of ours, and the planted one names no cart', async () => {
    const planted = 'planted-token-chosen-by-an-attacker';
    const jar = cookieJar(`${BOOKING_SESSION_COOKIE}=${planted}`);
    const { data } = await select(jar);
    expect(jar.get(BOOKING_SESSION_COOKIE)).not.toBe(planted);
    expect(refusal(await calls.cart(data!.createCart.id, cookieJar(`${BOOKING_SESSION_COOKIE}=${planted}`)))).toEqual(UNKNOWN_CART);
  });
});

describe('booking answers', () => {
  it('are never kept by a shared cache: the cart and its refusals are no-store, a visitor\'s search is private and asked again each time', async () => {
    const { jar, id } = await newCart();
    const answer = async (operation: string, body: string) =>
      fetch(`${api.hostUrl}/mi/graphql/${operation}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-by': 'test', cookie: jar.header()! },
        body,
      });
    const cart = await answer('CartPrice', JSON.stringify({ operationName: 'CartPrice', query: 'query CartPrice($id: ID!) { cart(id: $id) { id } }', variables: { id } }));
    expect(cart.headers.get('cache-control')).toBe('no-store');
    const search = await answer(
      'SearchProductsByProperty',
      JSON.stringify({ operationName: 'SearchProductsByProperty', query: 'query SearchProductsByProperty($i: AvailabilitySearchInput!) { searchProductsByProperty(input: $i) { isExactMatch } }', variables: { i: searchFrom(seedDay, 20) } }),
    );
    // Rooms sell all day: a browser may keep the search only to revalidate it, and never for another cookie.
    expect(search.headers.get('cache-control')).toBe('private, no-cache');
    expect(search.headers.get('vary')).toContain('cookie');
  });
});
