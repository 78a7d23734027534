import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancelReservationRoomsDocument, CreateTravelInsuranceOrderDocument, TravelInsuranceOfferDocument } from '../../../shared/graphql/generated/graphql';
import { FIXTURE_CONFIRMATION_NUMBERS as NUMBERS } from '../../seed/reservation-fixtures';
import { bookingCalls, cookieJar, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { paymentCalls, TEST_CARDS } from '../../testing/payment-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { codeOf, orderCalls, type Selection } from '../orders/testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let clock: { now: Date };

beforeAll(async () => {
  ({ api, seedDay, clock } = await startReservationTestApi());
  orders = orderCalls(api);
});
afterAll(() => api.close());

const offer = (confirmationNumber: string, jar?: CookieJar) => bookingCalls(api).send(TravelInsuranceOfferDocument, { confirmationNumber }, jar);
const insure = (confirmationNumber: string, quoteId: string, jar?: CookieJar) => bookingCalls(api).send(CreateTravelInsuranceOrderDocument, { input: { confirmationNumber, quoteId } }, jar);

const flex = (days: number, criteria = {}): Selection => ({ search: searchFrom(seedDay, days, 2, criteria), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

/** A visitor's booking from the rate list to Book now; the browser and the first room's number. */
async function booked(selection: Selection, card = TEST_CARDS.visa) {
  const jar = cookieJar();
  const answer = await orders.bookNow(await orders.prepare(jar, selection, { card }), jar);
  expect(answer.errors).toBeUndefined();
  return { jar, number: answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber };
}

describe('the travel-insurance offer of a booked order', () => {
  it('quotes the booked rooms’ cash with taxes for the browser that booked it', async () => {
    const { jar, number } = await booked(flex(70));
    const confirmation = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    const quote = (await offer(number, jar)).data!.travelInsuranceOffer!;
    const { roomsSubtotal, taxesAndFees } = confirmation.summaryOfCharges;
    expect(quote.coveredTripCost.value).toBe(roomsSubtotal.value + taxesAndFees.value);
    expect(quote.premium.value).toBe(Math.max(2_500, Math.round((quote.coveredTripCost.value * 650) / 10_000)));
    expect(quote).toMatchObject({ provider: 'Portico Trip Protection', premium: { currency: 'USD' } });
  });

  it('is null for an order insured at booking, one booked before online payment, and once the stay has begun', async () => {
    const insuredJar = cookieJar();
    const insuredAnswer = await orders.bookNow(await orders.prepare(insuredJar, flex(72), { withInsurance: true }), insuredJar);
    const insuredNumber = insuredAnswer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    expect((await offer(insuredNumber, insuredJar)).data?.travelInsuranceOffer).toBeNull();
    const liam = cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com'));
    expect((await offer(NUMBERS.liamNewYorkRoom1, liam)).data?.travelInsuranceOffer).toBeNull();
    const { jar, number } = await booked(flex(74));
    const before = clock.now;
    clock.now = new Date(`${searchFrom(seedDay, 74).checkInDate}T12:00:00Z`);
    try {
      expect((await offer(number, jar)).data?.travelInsuranceOffer ?? null).toBeNull();
    } finally {
      clock.now = before;
    }
  });

  it('is not for another browser, nor a number nobody holds', async () => {
    const { number } = await booked(flex(76));
    expect(codeOf(await offer(number, cookieJar()))).toBe('RESERVATION_NOT_PERMITTED');
    expect(codeOf(await offer('12345678', cookieJar()))).toBe('RESERVATION_NOT_PERMITTED');
  });
});

describe('insuring a booked order', () => {
  it('charges the premium to the order’s card, numbers the policy, bumps the revision and e-mails the policy', async () => {
    const { jar, number } = await booked(flex(80));
    const before = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    const quote = (await offer(number, jar)).data!.travelInsuranceOffer!;
    const answer = await insure(number, quote.id, jar);
    expect(answer.errors).toBeUndefined();
    const after = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    expect(after.travelInsurance).toMatchObject({ policyNumber: expect.stringMatching(/^5\d{8}$/), premium: { value: quote.premium.value } });
    expect(after.orderRevisionNumber).toBe(before.orderRevisionNumber + 1);
    expect(after.summaryOfCharges.chargedAtBooking.value).toBe(before.summaryOfCharges.chargedAtBooking.value + quote.premium.value);
    const messages = (await orders.notifications(number, jar)).data!.reservationOrder!.sentMessages;
    expect(messages.map((message) => message.subject)).toContainEqual(`Your trip is insured: policy ${after.travelInsurance!.policyNumber}`);
    expect(codeOf(await insure(number, quote.id, jar))).toBe('TRAVEL_INSURANCE_UNAVAILABLE');
  });

  it('refuses another order’s quote, an expired one, and one priced before a room was cancelled', async () => {
    const first = await booked(flex(82, { numRooms: 2 }));
    const other = await booked(flex(84));
    const otherQuote = (await offer(other.number, other.jar)).data!.travelInsuranceOffer!;
    const refused = await insure(first.number, otherQuote.id, first.jar);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.field).toBe('quoteId');

    const quote = (await offer(first.number, first.jar)).data!.travelInsuranceOffer!;
    const order = (await orders.confirmation(first.number, first.jar)).data!.reservationOrder!;
    const secondRoom = order.items[1]!.basicInformation.confirmationNumber;
    const cancelled = await bookingCalls(api).send(CancelReservationRoomsDocument, { input: { confirmationNumbers: [secondRoom], orderRevisionNumber: order.orderRevisionNumber } }, first.jar);
    expect(cancelled.errors).toBeUndefined();
    expect(codeOf(await insure(first.number, quote.id, first.jar))).toBe('INSURANCE_QUOTE_EXPIRED');

    const fresh = (await offer(other.number, other.jar)).data!.travelInsuranceOffer!;
    const before = clock.now;
    clock.now = new Date(before.getTime() + 16 * 60_000);
    try {
      expect(codeOf(await insure(other.number, fresh.id, other.jar))).toBe('INSURANCE_QUOTE_EXPIRED');
    } finally {
      clock.now = before;
    }
  });

  it('answers PAYMENT_DECLINED when the issuer now declines the order’s card, and insures nothing', async () => {
    const { jar, number } = await booked(flex(88));
    // The issuer's answer changes after booking: the order's card becomes the declined test card.
    const declined = await paymentCalls(api).tokenOf(TEST_CARDS.declinedVisa, jar);
    await api.db.query('update orders set payment_token = $2 where id = (select order_id from reservations where confirmation_number = $1)', [number, declined]);
    const before = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    const quote = (await offer(number, jar)).data!.travelInsuranceOffer!;
    expect(codeOf(await insure(number, quote.id, jar))).toBe('PAYMENT_DECLINED');
    const after = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    expect(after.travelInsurance).toBeNull();
    expect(after.orderRevisionNumber).toBe(before.orderRevisionNumber);
  });

  it('is neither offered nor sold to a browser that only looked the order up, whose answer says how to go on', async () => {
    const { jar, number } = await booked(flex(90));
    const quote = (await offer(number, jar)).data!.travelInsuranceOffer!;
    const lookup = cookieJar(await reservationCalls(api).grantFor(number, 'Brown'));
    expect((await orders.confirmation(number, lookup)).data?.reservationOrder?.orderRevisionNumber).toBeGreaterThan(0);
    expect((await offer(number, lookup)).data?.travelInsuranceOffer).toBeNull();
    const refused = await insure(number, quote.id, lookup);
    expect(codeOf(refused)).toBe('RESERVATION_NOT_PERMITTED');
    expect(refused.errors?.[0]?.message).toMatch(/sign in to the Portico Rewards account that booked it, or continue in the browser it was booked in/);
    const after = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    expect(after.travelInsurance).toBeNull();
  });

  it('changes nothing for another browser', async () => {
    const { jar, number } = await booked(flex(86));
    const quote = (await offer(number, jar)).data!.travelInsuranceOffer!;
    expect(codeOf(await insure(number, quote.id, cookieJar()))).toBe('RESERVATION_NOT_PERMITTED');
    expect((await orders.confirmation(number, jar)).data!.reservationOrder!.travelInsurance).toBeNull();
  });
});
