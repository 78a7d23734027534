import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS } from '../../../shared/booking/booking-timers';
import { cookieJar, searchFrom, type CartResult, type CookieJar } from '../../testing/booking-calls';
import { paymentCalls } from '../../testing/payment-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { holdCart, type Selection } from './testing/held-carts';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let calls: ReturnType<typeof paymentCalls>;

beforeAll(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = paymentCalls(api);
});
afterAll(() => api.close());

const ALL_BRANDS = ['AMEX', 'DINERS', 'JCB', 'VISA', 'MASTERCARD', 'DISCOVER', 'UNIONPAY'];
const money = (value: number, currency: string, valueDecimalPoint = 2) => ({ value, valueDecimalPoint, currency });

async function paymentInfoOf(selection: Partial<Selection>, jar: CookieJar = cookieJar()) {
  const cart = await holdCart(api, seedDay, jar, selection);
  const { data, errors } = await calls.paymentInfo(cart.id, jar);
  expect(errors).toBeUndefined();
  return { cart, info: data!.paymentInfo, jar };
}

/** The stay's cash with taxes, all rooms (what a prepaid rate charges now). */
const stayTotal = (cart: CartResult) => cart.price.cash!.total.value;

describe('paymentInfo', () => {
  it('a guarantee (5.PMT, the flexible rate): nothing due now, the whole stay at the hotel, every brand, no saved cards for a visitor', async () => {
    const { cart, info } = await paymentInfoOf({});
    expect(info).toEqual({
      cartId: cart.id,
      paymentMethod: { code: '5.PMT', kind: 'GUARANTEE', dueAtBooking: money(0, 'USD') },
      amountDueNow: money(0, 'USD'),
      amountDueAtHotel: money(stayTotal(cart), 'USD'),
      acceptedCardBrands: ALL_BRANDS,
      savedCards: [],
      canSaveCard: false,
      selectedCard: null,
    });
  });

  it('a prepaid rate (1.PMT): the whole stay with taxes now, which is what the method charges at booking', async () => {
    const { cart, info } = await paymentInfoOf({ ratePlanCode: 'PREPAY' });
    const total = stayTotal(cart);
    expect(total).toBeGreaterThan(0);
    expect(info.amountDueNow).toEqual(money(total, 'USD'));
    expect(info.amountDueAtHotel).toEqual(money(0, 'USD'));
    expect(info.paymentMethod).toEqual({ code: '1.PMT', kind: 'PREPAYMENT', dueAtBooking: money(total, 'USD') });
  });

  it('DXBBG’s deposit rate (4.PMT): the first night with its taxes now, the rest at the hotel, in dirhams', async () => {
    const { cart, info } = await paymentInfoOf({ search: searchFrom(seedDay, 20, 3, { propertyId: 'DXBBG' }), roomTypeCode: 'DLXS' });
    const firstNight = cart.nights[0]!.cash!.value;
    // DXBBG: 22 % on each night, rounded half up, plus AED 20 a room a night.
    const firstNightWithTaxes = firstNight + Math.round((firstNight * 22) / 100) + 2000;
    expect(info.amountDueNow).toEqual(money(firstNightWithTaxes, 'AED'));
    expect(info.amountDueAtHotel).toEqual(money(stayTotal(cart) - firstNightWithTaxes, 'AED'));
    expect(info.paymentMethod).toEqual({ code: '4.PMT', kind: 'DEPOSIT', dueAtBooking: money(firstNightWithTaxes, 'AED') });
  });

  it('a prepaid rate in yen (TYOGZ): whole yen, no decimals, in the amount due and in the method’s', async () => {
    const { cart, info } = await paymentInfoOf({ search: searchFrom(seedDay, 20, 2, { propertyId: 'TYOGZ' }), roomTypeCode: 'TWNS', ratePlanCode: 'PREPAY' });
    const total = stayTotal(cart);
    expect(info.amountDueNow).toEqual(money(total, 'JPY', 0));
    expect(info.paymentMethod.dueAtBooking).toEqual(money(total, 'JPY', 0));
  });

  it('a points rate (25.PMT) for a member: the card guarantees, nothing due now, and the member may save a card', async () => {
    const liam = cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com'));
    const { info } = await paymentInfoOf({ search: searchFrom(seedDay, 20, 2, { rewardsRedemption: true }), roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' }, liam);
    expect(info).toMatchObject({
      paymentMethod: { code: '25.PMT', kind: 'GUARANTEE', dueAtBooking: money(0, 'USD') },
      amountDueNow: money(0, 'USD'),
      amountDueAtHotel: money(0, 'USD'),
      savedCards: [],
      canSaveCard: true,
    });
  });

  it('lists only the brands the hotel takes', async () => {
    await api.db.query(`delete from hotel_card_brands where hotel_code = 'LONKX' and brand in ('AMEX', 'DINERS')`);
    const { info } = await paymentInfoOf({ search: searchFrom(seedDay, 20, 2, { propertyId: 'LONKX' }), roomTypeCode: 'TWNS' });
    expect(info.acceptedCardBrands).toEqual(['JCB', 'VISA', 'MASTERCARD', 'DISCOVER', 'UNIONPAY']);
  });

  it('gives the cart calls’ refusals: another browser’s cart, no session, an ended session', async () => {
    const { cart, jar } = await paymentInfoOf({});
    const stranger = cookieJar();
    await holdCart(api, seedDay, stranger);
    expect((await calls.paymentInfo(cart.id, stranger)).errors?.[0]?.extensions?.code).toBe('CART_VALIDATION_FAILED');
    expect((await calls.paymentInfo(cart.id, cookieJar())).errors?.[0]?.extensions?.code).toBe('CART_VALIDATION_FAILED');
    expect((await calls.paymentInfo('not-a-cart-id', jar)).errors?.[0]?.extensions?.code).toBe('CART_VALIDATION_FAILED');
    const before = clock.now;
    clock.now = new Date(before.getTime() + BOOKING_SESSION_IDLE_MS);
    const ended = await calls.paymentInfo(cart.id, jar);
    clock.now = before;
    expect(ended.errors?.[0]).toMatchObject({ message: 'Your session has expired. Start again to carry on.', extensions: { code: 'SESSION_VALIDATION_FAILED' } });
  });
});
