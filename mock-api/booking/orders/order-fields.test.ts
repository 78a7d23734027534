import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { bookingCalls, cookieJar, searchFrom, type CartResult, type CookieJar } from '../../testing/booking-calls';
import { graphQlCalls } from '../../testing/graphql-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { createTestDatabase } from '../../testing/test-database';
import { orderCalls, type PrepareOptions, type Selection } from './testing/order-calls';
import { TEST_CARDS } from '../../testing/payment-calls';

let db: Database;
let api: TestApi;
let clock: TestClock;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let calls: ReturnType<typeof reservationCalls>;
/** The SQL the server ran, for the test that counts what a page costs. */
const statements: string[] = [];

// The server runs on a database that notes every statement it is sent.
beforeAll(async () => {
  const inner = await createTestDatabase();
  db = {
    ...inner,
    query: (sql, params) => {
      statements.push(sql);
      return inner.query(sql, params);
    },
  };
  ({ api, clock, seedDay, calls } = await startReservationTestApi({ db }));
  orders = orderCalls(api);
});
afterAll(async () => {
  await api.close();
  await db.close();
});

const stay = (days: number, search: Partial<Selection['search']> = {}, ratePlanCode = 'FLEX', roomTypeCode = 'GKNG'): Selection => ({
  search: searchFrom(seedDay, days, 2, search),
  roomTypeCode,
  ratePlanCode,
});

/** Books a stay and reads its confirmation as the booking browser; also answers the cart as it was held. */
async function bookAndRead(jar: CookieJar, selection: Selection, options: PrepareOptions = {}) {
  const prepared = await orders.prepare(jar, selection, options);
  const held = await bookingCalls(api).cart(prepared.cartId, jar);
  const cart: CartResult = held.data!.cart!;
  const bookedAt = clock.now.toISOString();
  const booked = await orders.bookNow(prepared, jar);
  expect(booked.errors).toBeUndefined();
  const number = booked.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
  const read = await orders.confirmation(number, jar);
  expect(read.errors).toBeUndefined();
  return { cart, number, bookedAt, order: read.data!.reservationOrder! };
}

const money = (value: number, currency: string, valueDecimalPoint = 2) => ({ value, valueDecimalPoint, currency });

describe('the confirmation’s order fields', () => {
  it('give a visitor’s cash booking in USD: every night, subtotal, taxes, total, nothing charged now, the card, the contact, the e-mail', async () => {
    const jar = cookieJar();
    const { cart, number, bookedAt, order } = await bookAndRead(jar, stay(80, { numRooms: 2 }));
    const cash = cart.price.cash!;
    expect(order.summaryOfCharges).toEqual({
      nights: cart.nights.map((night) => ({ date: night.date, cash: money(night.cash!.value * 2, 'USD'), points: null })),
      roomsSubtotal: money(cash.subtotal.value, 'USD'),
      taxesAndFees: money(cash.taxesAndFees.value, 'USD'),
      points: 0,
      pointsPurchased: 0,
      pointsPurchaseCost: null,
      travelInsurance: null,
      cashTotal: money(cash.total.value, 'USD'),
      chargedAtBooking: money(0, 'USD'),
      dueAtHotel: money(cash.total.value, 'USD'),
    });
    expect(order.bookedAt).toBe(bookedAt);
    expect(order.isGuestBooking).toBe(true);
    expect(order.payment).toEqual({
      // Exactly these: never the card's token, which a browser that only looked the order up would read too.
      card: { brand: 'VISA', lastFour: '1111', expiryMonth: 12, expiryYear: expect.any(Number), cardholderName: TEST_CARDS.visa.cardholderName },
      paymentMethod: { code: '5.PMT', kind: 'GUARANTEE', dueAtBooking: money(0, 'USD') },
    });
    // The phone formatted to be read where it is read (national at home), so the page needs no libphonenumber.
    expect(order.contact).toEqual({ email: 'olivia.brown@example.com', phone: '+13125550199', countryCode: 'US', phoneDisplay: '(312) 555-0199' });
    expect(order.travelAgency).toBeNull();
    expect(order.travelInsurance).toBeNull();
    const message = (await orders.message(number, jar)).data!.reservationOrder!.confirmationMessage;
    expect(message.heading).toBe('Thank you, Olivia: your stay at Portico Times Square is confirmed');
    expect(message.body).toContain(`Your confirmation numbers are ${order.items.map((item) => item.basicInformation.confirmationNumber).join(', ')}.`);
    expect(message.body).toContain('olivia.brown@example.com');
    const sent = (await orders.notifications(number, jar)).data!.reservationOrder!.sentMessages;
    expect(sent).toEqual([
      expect.objectContaining({ channel: 'EMAIL', recipient: 'olivia.brown@example.com', recipientDisplay: 'olivia.brown@example.com', subject: `Your stay at Portico Times Square is confirmed (${number})`, sentAt: bookedAt }),
    ]);
    expect(sent[0]!.body).not.toMatch(/4111\s?1111\s?1111/);
  });

  it('give a prepaid stay in yen with no decimals: the whole stay charged at booking, nothing due at the hotel', async () => {
    const jar = cookieJar();
    const { cart, order } = await bookAndRead(jar, stay(81, { propertyId: 'TYOGZ' }, 'PREPAY', 'TWNS'), { guest: { isPrepayConsentAccepted: true } });
    const total = cart.price.cash!.total.value;
    expect(order.summaryOfCharges).toMatchObject({
      roomsSubtotal: money(cart.price.cash!.subtotal.value, 'JPY', 0),
      cashTotal: money(total, 'JPY', 0),
      chargedAtBooking: money(total, 'JPY', 0),
      dueAtHotel: money(0, 'JPY', 0),
    });
    expect(order.payment!.paymentMethod).toEqual({ code: '1.PMT', kind: 'PREPAYMENT', dueAtBooking: money(total, 'JPY', 0) });
  });

  it('give a stay in won with no decimals', async () => {
    const jar = cookieJar();
    const { cart, order } = await bookAndRead(jar, stay(82, { propertyId: 'SELGN' }));
    expect(order.summaryOfCharges.cashTotal).toEqual(money(cart.price.cash!.total.value, 'KRW', 0));
    expect(order.summaryOfCharges.nights[0]!.cash).toEqual(money(cart.nights[0]!.cash!.value, 'KRW', 0));
  });

  it('give a member’s points stay its points per night and in total', async () => {
    const liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
    const { cart, order } = await bookAndRead(liam, stay(83, { rewardsRedemption: true }, 'POINTS', 'KNGD'));
    expect(order.isGuestBooking).toBe(false);
    expect(order.summaryOfCharges.points).toBe(cart.price.points!.total);
    expect(order.summaryOfCharges.nights.map((night) => night.points)).toEqual(cart.nights.map((night) => night.points));
    expect(order.summaryOfCharges.nights.every((night) => night.cash === null)).toBe(true);
    expect(order.summaryOfCharges.cashTotal).toEqual(money(0, 'USD'));
  });

  it('give a seeded order its nights from its nightly rate, no card and the member’s contact', async () => {
    const ava = cookieJar(await calls.sessionOf('ava.morgan@example.com'));
    const order = (await orders.confirmation(N.avaUpcoming, ava)).data!.reservationOrder!;
    expect(order.summaryOfCharges).toMatchObject({
      nights: [
        { cash: money(45900, 'USD'), points: null },
        { cash: money(45900, 'USD'), points: null },
      ],
      roomsSubtotal: money(91800, 'USD'),
      taxesAndFees: money(13541, 'USD'),
      cashTotal: money(105341, 'USD'),
      chargedAtBooking: money(0, 'USD'),
      dueAtHotel: money(105341, 'USD'),
    });
    expect(order.payment).toBeNull();
    expect(order.isGuestBooking).toBe(false);
    expect(order.contact).toMatchObject({ email: 'ava.morgan@example.com' });
    expect((await orders.notifications(N.avaUpcoming, ava)).data!.reservationOrder!.sentMessages).toEqual([]);
  });

  it('tell a browser that sees one room of an order that room’s charges only, and nothing of the order’s own', async () => {
    const grant = cookieJar(await calls.grantFor(N.liamLondonRoom2, 'Okafor'));
    const order = (await orders.confirmation(N.liamLondonRoom2, grant)).data!.reservationOrder!;
    expect(order.items.map((item) => item.basicInformation.confirmationNumber)).toEqual([N.liamLondonRoom2]);
    expect(order.contact).toBeNull();
    expect(order.payment).toBeNull();
    expect(order.travelAgency).toBeNull();
    const room = order.items[0]!;
    expect(order.summaryOfCharges.roomsSubtotal).toEqual(room.charges.subtotal);
    expect(order.summaryOfCharges.taxesAndFees).toEqual(room.charges.taxesAndFees);
    expect((await orders.message(N.liamLondonRoom2, grant)).data!.reservationOrder!.confirmationMessage.body).not.toContain('@');
  });
});

describe('my trips', () => {
  it('lists a member’s new order, and reads the confirmation fields of every trip in a fixed number of queries', async () => {
    const liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
    const { order } = await bookAndRead(liam, stay(84));
    const trips = await orders.myTrips(liam);
    expect(trips.data!.trips!.upcoming.map((trip) => trip.id)).toContain(order.id);

    const fields = 'id bookedAt isGuestBooking contact { email } payment { card { lastFour } } summaryOfCharges { cashTotal { value } } sentMessages { id } travelInsurance { policyNumber }';
    const query = `query TripCharges { trips { upcoming { ${fields} } past { ${fields} } cancelled { ${fields} } } }`;
    statements.length = 0;
    const { body } = await graphQlCalls(api).post('TripCharges', query, {}, { cookie: liam.header()! });
    expect(body.errors).toBeUndefined();
    const listed = Object.values(body.data!.trips as Record<string, unknown[]>).flat();
    expect(listed.length).toBeGreaterThan(5);
    // One read each of the orders' facts, their nights and their messages, whatever the number of trips.
    expect(statements.filter((sql) => sql.includes('from orders o') && sql.includes('payment_card_tokens'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('from reservation_nights where'))).toHaveLength(1);
    expect(statements.filter((sql) => sql.includes('from outbox_messages where'))).toHaveLength(1);
  });
});
