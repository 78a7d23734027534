import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieJar, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { paymentCalls, TEST_CARDS } from '../../testing/payment-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { orderCalls } from '../orders/testing/order-calls';
import { holdCart } from './testing/held-carts';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let calls: ReturnType<typeof paymentCalls>;
let signIn: (email: string) => Promise<string>;

beforeEach(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = paymentCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterEach(() => api.close());

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] | undefined }) => answer.errors?.[0]?.extensions?.code;

async function cartPayment(cartId: string) {
  const { rows } = await api.db.query<{ token: string | null; authorizedAt: Date | null; revision: number }>(
    'select payment_token as token, payment_authorized_at as "authorizedAt", revision_number as revision from carts where id = $1',
    [cartId],
  );
  return rows[0]!;
}

/** A browser holding a cart, with a token of `card` made in its booking session. */
async function browserWithToken(card = TEST_CARDS.visa, jar: CookieJar = cookieJar(), selection = {}) {
  const cart = await holdCart(api, seedDay, jar, selection);
  return { jar, cart, token: await calls.tokenOf(card, jar) };
}

describe('updateCartPayment', () => {
  it('pays the cart with an approved card: its card, the authorisation and a new revision, the same as paymentInfo says', async () => {
    const { jar, cart, token } = await browserWithToken(TEST_CARDS.visa, cookieJar(), { ratePlanCode: 'PREPAY' });
    const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(answer.errors).toBeUndefined();
    const paid = answer.data!.updateCartPayment;
    expect(paid.revisionNumber).toBe(cart.revisionNumber + 1);
    expect(paid.payment).toEqual({
      card: { token, brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: TEST_CARDS.visa.expiryYear, cardholderName: 'Rory Quinn' },
      paymentMethod: expect.objectContaining({ code: '1.PMT', kind: 'PREPAYMENT' }),
      amountDueNow: { value: cart.price.cash!.total.value, valueDecimalPoint: 2, currency: 'USD' },
      amountDueAtHotel: { value: 0, valueDecimalPoint: 2, currency: 'USD' },
      authorizedAt: clock.now.toISOString(),
    });
    expect(await cartPayment(cart.id)).toEqual({ token, authorizedAt: clock.now, revision: cart.revisionNumber + 1 });
    const info = (await calls.paymentInfo(cart.id, jar)).data!;
    expect(info.paymentInfo.selectedCard).toEqual(paid.payment!.card);
    expect([info.paymentInfo.paymentMethod, info.paymentInfo.amountDueNow, info.paymentInfo.amountDueAtHotel]).toEqual([
      paid.payment!.paymentMethod,
      paid.payment!.amountDueNow,
      paid.payment!.amountDueAtHotel,
    ]);
    expect(info.cart?.revisionNumber).toBe(paid.revisionNumber);
  });

  it('takes every approved test card, and a second card replaces the first', async () => {
    const jar = cookieJar();
    let cart = await holdCart(api, seedDay, jar);
    for (const card of [TEST_CARDS.mastercard, TEST_CARDS.amex, TEST_CARDS.discover, TEST_CARDS.jcb, TEST_CARDS.diners, TEST_CARDS.unionpay]) {
      const paid = await calls.payCart(cart, jar, card);
      expect(paid.payment?.card.lastFour).toBe(card.cardNumber.replace(/\s/g, '').slice(-4));
      cart = { ...cart, revisionNumber: paid.revisionNumber };
    }
    expect((await cartPayment(cart.id)).revision).toBe(7);
  });

  it('answers PAYMENT_DECLINED for the declined test card, and changes nothing', async () => {
    const { jar, cart, token } = await browserWithToken(TEST_CARDS.declinedVisa);
    const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Your card was declined. Nothing was charged: use another card, or call your bank.', extensions: { code: 'PAYMENT_DECLINED' } });
    expect(await cartPayment(cart.id)).toEqual({ token: null, authorizedAt: null, revision: cart.revisionNumber });
    expect((await calls.paymentInfo(cart.id, jar)).data!.paymentInfo.selectedCard).toBeNull();
  });

  it('answers PAYMENT_CARD_EXPIRED for a card that runs out before check-out, and takes one good through the check-out month', async () => {
    const search = searchFrom(seedDay, 40);
    const [year, month] = search.checkOutDate.split('-').map(Number) as [number, number];
    const monthBefore = month === 1 ? { expiryMonth: 12, expiryYear: year - 1 } : { expiryMonth: month - 1, expiryYear: year };
    const { jar, cart, token } = await browserWithToken({ ...TEST_CARDS.visa, ...monthBefore }, cookieJar(), { search });
    const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(answer.errors?.[0]).toMatchObject({ message: 'This card expires before your stay ends. Use another card.', extensions: { code: 'PAYMENT_CARD_EXPIRED' } });
    expect((await cartPayment(cart.id)).token).toBeNull();
    const paid = await calls.payCart(cart, jar, { ...TEST_CARDS.visa, expiryMonth: month, expiryYear: year });
    expect(paid.payment?.card).toMatchObject({ expiryMonth: month, expiryYear: year });
  });

  it('answers CARD_BRAND_NOT_ACCEPTED for a brand the hotel no longer takes', async () => {
    await api.db.query(`delete from hotel_card_brands where hotel_code = 'NYCTS' and brand = 'AMEX'`);
    const { jar, cart, token } = await browserWithToken(TEST_CARDS.amex);
    const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(answer.errors?.[0]).toMatchObject({ message: 'This hotel does not take this kind of card. Use another card.', extensions: { code: 'CARD_BRAND_NOT_ACCEPTED' } });
    expect((await calls.paymentInfo(cart.id, jar)).data!.paymentInfo.acceptedCardBrands).not.toContain('AMEX');
  });

  it('answers PAYMENT_TOKEN_INVALID for another browser’s token, an unknown one and one that is no token, alike', async () => {
    const other = await browserWithToken();
    const { jar, cart } = await browserWithToken();
    for (const paymentToken of [other.token, `tok_${'A'.repeat(32)}`, 'not a token', '4111111111111111']) {
      const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken, saveCard: false }, jar);
      expect(answer.errors?.[0]).toMatchObject({ message: 'We could not use that card. Enter its details again.', extensions: { code: 'PAYMENT_TOKEN_INVALID' } });
    }
    expect((await cartPayment(cart.id)).revision).toBe(cart.revisionNumber);
  });

  it('answers UNAUTHENTICATED when a visitor asks to save the card, and changes nothing', async () => {
    const { jar, cart, token } = await browserWithToken();
    const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: true }, jar);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Sign in to save a card to your profile.', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await cartPayment(cart.id)).token).toBeNull();
  });

  it('answers STALE_REVISION for a revision the cart has moved on from', async () => {
    const { jar, cart, token } = await browserWithToken();
    await calls.payCart(cart, jar);
    const stale = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(codeOf(stale)).toBe('STALE_REVISION');
    expect((await cartPayment(cart.id)).revision).toBe(cart.revisionNumber + 1);
  });

  it('answers E_ALREADY_CONFIRMED for a cart already booked, naming its booking, and changes nothing', async () => {
    const jar = cookieJar();
    const orders = orderCalls(api);
    const prepared = await orders.prepare(jar, { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    const booked = await orders.bookNow(prepared, jar);
    const confirmationNumber = booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const before = await cartPayment(prepared.cartId);
    const token = await calls.tokenOf(TEST_CARDS.mastercard, jar);
    const answer = await calls.updateCartPayment({ cartId: prepared.cartId, revisionNumber: prepared.revisionNumber, paymentToken: token, saveCard: false }, jar);
    expect(answer.errors?.[0]).toMatchObject({ message: 'This reservation is already confirmed.', extensions: { code: 'E_ALREADY_CONFIRMED', confirmationNumber } });
    expect(await cartPayment(prepared.cartId)).toEqual(before);
  });

  it('gives the cart refusals first: another browser’s cart, no booking session', async () => {
    const owner = await browserWithToken();
    const stranger = await browserWithToken();
    expect(codeOf(await calls.updateCartPayment({ cartId: owner.cart.id, revisionNumber: 1, paymentToken: stranger.token, saveCard: false }, stranger.jar))).toBe('CART_VALIDATION_FAILED');
    expect(codeOf(await calls.updateCartPayment({ cartId: owner.cart.id, revisionNumber: 1, paymentToken: owner.token, saveCard: false }, cookieJar()))).toBe('CART_VALIDATION_FAILED');
    expect((await cartPayment(owner.cart.id)).token).toBeNull();
  });

  it('lets a member save the card, shows it in paymentInfo by brand, last four and expiry, and pays another cart with it from another browser', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    const { cart, token } = await browserWithToken(TEST_CARDS.mastercard, liam);
    const saved = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: true }, liam);
    expect(saved.errors).toBeUndefined();

    const laptop = cookieJar(await signIn('liam.chen@example.com'));
    const next = await holdCart(api, seedDay, laptop, { search: searchFrom(seedDay, 30) });
    const info = (await calls.paymentInfo(next.id, laptop)).data!.paymentInfo;
    expect(info.savedCards).toEqual([
      { card: { token, brand: 'MASTERCARD', lastFour: '4444', expiryMonth: 12, expiryYear: TEST_CARDS.mastercard.expiryYear, cardholderName: 'Rory Quinn' }, savedAt: clock.now.toISOString() },
    ]);
    expect(info.selectedCard).toBeNull();
    const paid = await calls.updateCartPayment({ cartId: next.id, revisionNumber: next.revisionNumber, paymentToken: token, saveCard: false }, laptop);
    expect(paid.data?.updateCartPayment.payment?.card).toMatchObject({ token, lastFour: '4444' });

    // A second card saved later comes first.
    clock.now = new Date(clock.now.getTime() + 60_000);
    const visa = await calls.payCart({ id: next.id, revisionNumber: paid.data!.updateCartPayment.revisionNumber }, laptop, TEST_CARDS.visa, true);
    const cards = (await calls.paymentInfo(next.id, laptop)).data!.paymentInfo.savedCards;
    expect(cards.map(({ card, savedAt }) => [card.token, savedAt])).toEqual([[visa.payment!.card.token, clock.now.toISOString()], [token, expect.any(String)]]);

    // Another member, or Liam's browser once he signed out, may not use it.
    const ava = cookieJar(await signIn('ava.morgan@example.com'));
    const hers = await holdCart(api, seedDay, ava);
    expect(codeOf(await calls.updateCartPayment({ cartId: hers.id, revisionNumber: hers.revisionNumber, paymentToken: token, saveCard: false }, ava))).toBe('PAYMENT_TOKEN_INVALID');
    expect((await calls.paymentInfo(hers.id, ava)).data!.paymentInfo.savedCards).toEqual([]);
  });

  it('keeps a card tokenised while a member was signed in from the visitor the browser becomes without that session', async () => {
    const jar = cookieJar(await signIn('liam.chen@example.com'));
    const { cart, token } = await browserWithToken(TEST_CARDS.visa, jar);
    const session = jar.get('portico_session')!;
    jar.set('portico_session', 'no-longer-signed-in');
    expect(codeOf(await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar))).toBe('PAYMENT_TOKEN_INVALID');
    jar.set('portico_session', session);
    expect(codeOf(await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, jar))).toBeUndefined();
  });
});
