import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, nightsOf, searchFrom } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { bookingFootprint, codeOf, orderCalls, type Selection } from './testing/order-calls';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterAll(() => api.close());

const flex = (days: number): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

describe('createOrder with travel insurance', () => {
  it('insures the order with the cart’s policy, and the confirmation shows it', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(50), { withInsurance: true });
    const answer = await orders.bookNow(prepared, jar);
    expect(answer.errors).toBeUndefined();
    const { rows: [policy] } = await api.db.query<{ policyNumber: string; premium: number; covered: number; currency: string; quoteOfCart: boolean }>(
      `select p.policy_number as "policyNumber", p.premium_minor as premium, p.covered_trip_cost_minor as covered, p.currency,
              p.quote_id = (select quote_id from cart_insurance where cart_id = $2) as "quoteOfCart"
         from travel_insurance_policies p where p.order_id = $1`,
      [answer.data!.createOrder.order.id, prepared.cartId],
    );
    expect(policy).toMatchObject({ policyNumber: expect.stringMatching(/^5\d{8}$/), currency: 'USD', quoteOfCart: true });
    const number = answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const read = (await orders.confirmation(number, jar)).data!.reservationOrder!;
    expect(read.travelInsurance).toMatchObject({ policyNumber: policy!.policyNumber, provider: 'Portico Trip Protection', premium: { value: policy!.premium }, coveredTripCost: { value: policy!.covered } });
    expect(read.summaryOfCharges.travelInsurance).toEqual({ value: policy!.premium, valueDecimalPoint: 2, currency: 'USD' });
    expect(read.summaryOfCharges.cashTotal.value).toBe(policy!.covered + policy!.premium);
    expect(read.summaryOfCharges.chargedAtBooking.value).toBe(policy!.premium);
    expect(read.summaryOfCharges.dueAtHotel.value).toBe(policy!.covered);
  });
});

describe('createOrder with a travel agent', () => {
  it('records the programme booking and the agency on the order of a member in the programme', async () => {
    const sofia = cookieJar(await signIn('sofia.reyes@example.com'));
    const selection = flex(22);
    const prepared = await orders.prepare(sofia, selection, { guest: { travelAgent: { iataNumber: '45128031' } } });
    const answer = await orders.bookNow(prepared, sofia);
    expect(answer.errors).toBeUndefined();
    const orderId = answer.data!.createOrder.order.id;
    const { rows } = await api.db.query(
      `select b.programme, b.iata_number, b.hotel_code, to_char(b.check_in, 'YYYY-MM-DD') as check_in, b.nights, o.iata_number as order_iata
         from travel_agent_bookings b join orders o on o.id = b.order_id where b.order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([
      { programme: 'travelAgent', iata_number: '45128031', hotel_code: 'NYCTS', check_in: selection.search.checkInDate, nights: nightsOf(selection.search).length, order_iata: '45128031' },
    ]);
    const number = answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    expect((await orders.confirmation(number, sofia)).data!.reservationOrder!.travelAgency).toEqual({ iataNumber: '45128031', agencyName: 'Reyes Travel Studio' });
  });

  it('names an ordinary agency on the order without a programme booking', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(51), { guest: { travelAgent: { iataNumber: '33719254' } } });
    const answer = await orders.bookNow(prepared, jar);
    expect(answer.errors).toBeUndefined();
    const { rows } = await api.db.query('select iata_number, (select count(*)::int from travel_agent_bookings b where b.order_id = o.id) as bookings from orders o where o.id = $1', [
      answer.data!.createOrder.order.id,
    ]);
    expect(rows).toEqual([{ iata_number: '33719254', bookings: 0 }]);
  });

  it('runs the travel-agent checks again at booking: an agency flagged since the form was saved is refused', async () => {
    const jar = cookieJar();
    const prepared = await orders.prepare(jar, flex(52), { guest: { travelAgent: { iataNumber: '33719254' } } });
    await api.db.query(`update travel_agencies set status = 'flagged-for-fraud' where iata_number = '33719254'`);
    try {
      const footprint = await bookingFootprint(api);
      const answer = await orders.bookNow(prepared, jar);
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'E_FRAUD_ALERT', field: 'travelAgent.iataNumber' });
      expect(await bookingFootprint(api)).toEqual(footprint);
    } finally {
      await api.db.query(`update travel_agencies set status = 'verified' where iata_number = '33719254'`);
    }
  });

  it('refuses a programme number once the member is signed out (E_BAD_HSSMMP_ID)', async () => {
    const sofia = cookieJar(await signIn('sofia.reyes@example.com'));
    const prepared = await orders.prepare(sofia, flex(53), { guest: { travelAgent: { iataNumber: '45128031' } } });
    const signedOut = cookieJar(`portico_booking_session=${sofia.get('portico_booking_session')}`);
    expect(codeOf(await orders.bookNow(prepared, signedOut))).toBe('E_BAD_HSSMMP_ID');
  });
});
