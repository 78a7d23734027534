import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/domain/format-money';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CartResult, type CookieJar } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { shareOf } from '../minor-units';
import { codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let booking: ReturnType<typeof bookingCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  booking = bookingCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterAll(() => api.close());

async function cart(jar: CookieJar, selection: Selection): Promise<CartResult> {
  const answer = await booking.createCart({ ...selection, idempotencyKey: newIdempotencyKey() }, jar);
  expect(answer.errors).toBeUndefined();
  return answer.data!.createCart;
}

const listed = async (cartId: string, jar: CookieJar, locale?: string) => {
  const answer = await orders.acknowledgements(cartId, jar, locale);
  expect(answer.errors).toBeUndefined();
  return answer.data!.bookingAcknowledgements;
};

const money = (value: number, currency: string, locale = 'en-US') => formatMoney({ value, valueDecimalPoint: currency === 'JPY' ? 0 : 2, currency }, locale);

describe('bookingAcknowledgements', () => {
  it('asks a guarantee rate (5.PMT) for its rules and cancellation policy only, in words', async () => {
    const jar = cookieJar();
    const flex = await cart(jar, { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    const [rules, ...rest] = await listed(flex.id, jar);
    expect(rest).toEqual([]);
    expect(rules!.code).toBe('RATE_RULES');
    expect(rules!.text).toMatch(/^Pay at the hotel\. Free cancellation until \w{3} \d{1,2}, \d{4}, 4:00 PM E[SD]T\. After that/);
    expect(rules!.text).toContain(flex.cancellationPolicy.description);
  });

  it('asks a prepaid rate (1.PMT) to accept the whole stay charged now, in the request’s locale', async () => {
    const jar = cookieJar();
    const prepaid = await cart(jar, { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'PREPAY' });
    const total = prepaid.price.cash!.total.value;
    const english = await listed(prepaid.id, jar);
    expect(english.map((item) => item.code)).toEqual(['RATE_RULES', 'PREPAID_CHARGE']);
    expect(english[1]!.text).toBe(`I agree that the whole stay, ${money(total, 'USD')} with taxes and fees, is charged to my card when I book, and that it cannot be refunded.`);
    const spanish = await listed(prepaid.id, jar, 'es-ES');
    expect(spanish[0]!.text).toMatch(/^Se paga por completo al reservar\./);
    expect(spanish[1]!.text).toContain(money(total, 'USD', 'es-ES'));
  });

  it('prints a currency without decimals as it is: yen for a prepaid stay at TYOGZ', async () => {
    const jar = cookieJar();
    const yen = await cart(jar, { search: searchFrom(seedDay, 20, 2, { propertyId: 'TYOGZ' }), roomTypeCode: 'TWNS', ratePlanCode: 'PREPAY' });
    const [, charge] = await listed(yen.id, jar);
    expect(charge!.text).toContain(money(yen.price.cash!.total.value, 'JPY'));
    expect(charge!.text).toMatch(/¥[\d,]+ with taxes/);
  });

  it('asks a deposit rate to accept its deposit and what is left for the hotel: the first night (4.PMT) and half the stay (8.PMT)', async () => {
    const jar = cookieJar();
    const resort = await cart(jar, { search: searchFrom(seedDay, 20, 2, { propertyId: 'DXBBG' }), roomTypeCode: 'DLXS', ratePlanCode: 'FLEX' });
    const firstNight = resort.nights[0]!.cash!.value;
    const deposit = firstNight + shareOf(firstNight, 2200) + 2000;
    const total = resort.price.cash!.total.value;
    const [, charge] = await listed(resort.id, jar);
    expect(charge).toEqual({
      code: 'DEPOSIT_CHARGE',
      text: `I agree that a deposit of ${money(deposit, 'AED')} is charged to my card when I book, and that the remaining ${money(total - deposit, 'AED')} is paid at the hotel.`,
    });
    await api.db.query(`update rate_plans set payment_method_code = '8.PMT' where hotel_code = 'NYCTS' and code = 'FLEX'`);
    try {
      const half = await cart(jar, { search: searchFrom(seedDay, 21), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
      const halfTotal = half.price.cash!.total.value;
      expect((await listed(half.id, jar))[1]!.text).toContain(`a deposit of ${money(Math.ceil(halfTotal / 2), 'USD')}`);
    } finally {
      await api.db.query(`update rate_plans set payment_method_code = '5.PMT' where hotel_code = 'NYCTS' and code = 'FLEX'`);
    }
  });

  it('asks a points rate to accept the points it deducts', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    const points = await cart(liam, { search: searchFrom(seedDay, 20, 2, { rewardsRedemption: true }), roomTypeCode: 'KNGD', ratePlanCode: 'POINTS' });
    const acknowledgements = await listed(points.id, liam);
    expect(acknowledgements.map((item) => item.code)).toEqual(['RATE_RULES', 'POINTS_REDEMPTION']);
    const total = points.price.points!.total;
    expect(acknowledgements[1]!.text).toBe(`I agree that ${total.toLocaleString('en-US')} points are deducted from my Portico Rewards account for this stay.`);
  });

  it('answers another browser’s cart as an unknown one', async () => {
    const owner = cookieJar();
    const mine = await cart(owner, { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    const stranger = cookieJar();
    await cart(stranger, { search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });
    expect(codeOf(await orders.acknowledgements(mine.id, stranger))).toBe('CART_VALIDATION_FAILED');
    expect(codeOf(await orders.acknowledgements(mine.id, cookieJar()))).toBe('CART_VALIDATION_FAILED');
  });
});
