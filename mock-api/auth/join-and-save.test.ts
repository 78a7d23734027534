import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrollmentInput } from '../../shared/auth/enroll-client';
import { FIXTURE_CONFIRMATION_NUMBERS as NUMBERS } from '../seed/reservation-fixtures';
import { cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../testing/guest-info-calls';
import { reservationCalls, startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { orderCalls, type Selection } from '../booking/orders/testing/order-calls';
import { randomUUID } from 'node:crypto';

let api: TestApi;
let seedDay: string;
let orders: ReturnType<typeof orderCalls>;
let calls: ReturnType<typeof guestInfoCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  calls = guestInfoCalls(api);
});
afterAll(() => api.close());

const flex = (days: number): Selection => ({ search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' });

let serial = 0;
/** A visitor's booking (guest Olivia Brown of Chicago, as guestForm fills it, with a phone of her own) and a join-and-save for it with a fresh e-mail. */
async function bookedByVisitor(days: number) {
  serial += 1;
  const jar = cookieJar();
  // Each booker a phone of their own: members may not share one, so each test's join is judged on its own.
  const phone = `31255501${String(serial).padStart(2, '0')}`;
  const answer = await orders.bookNow(await orders.prepare(jar, flex(days), { guest: { guest: { ...guestForm('', 1).guest, phone } } }), jar);
  expect(answer.errors).toBeUndefined();
  const confirmationNumber = answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
  const join: EnrollmentInput = {
    confirmationNumber,
    title: null,
    givenName: 'Olivia',
    surname: 'Brown',
    email: `olivia.joins.${serial}.${randomUUID().slice(0, 8)}@example.com`,
    smsNumber: null,
    password: 'Join#Now2026',
    consents: [],
  };
  return { jar, confirmationNumber, join };
}

const memberOfOrder = async (confirmationNumber: string) =>
  (
    await api.db.query<{ memberId: string | null; email: string | null; phone: string | null; city: string | null; revision: number }>(
      `select m.id::text as "memberId", m.email, m.phone_digits as phone, m.city, o.revision_number as revision
         from reservations r join orders o on o.id = r.order_id left join members m on m.id = o.member_id where r.confirmation_number = $1`,
      [confirmationNumber],
    )
  ).rows[0]!;

describe('join and save (enrollMember by confirmation number)', () => {
  it('makes the visitor who booked a member, signed in, with the booking’s phone and address, and the booking theirs', async () => {
    const { jar, confirmationNumber, join } = await bookedByVisitor(90);
    const before = await memberOfOrder(confirmationNumber);
    const { status, body } = await calls.enroll(join, jar);
    expect(status).toBe(201);
    expect(body).toMatchObject({ givenName: 'Olivia', tier: 'Member', memberNumber: expect.stringMatching(/^2\d{8}$/) });
    expect(jar.get('portico_session')).toBeTruthy();
    const after = await memberOfOrder(confirmationNumber);
    expect(after).toMatchObject({ email: join.email, phone: '+13125550101', city: 'Chicago', revision: before.revision + 1 });
    const trips = await orders.myTrips(jar);
    expect(trips.data?.trips?.upcoming.flatMap((order) => order.items.map((item) => item.basicInformation.confirmationNumber))).toContain(confirmationNumber);
    const again = await calls.enroll({ ...join, email: `again.${join.email}` }, jar);
    expect([again.status, again.body.errorCode]).toEqual([409, 'E_ALREADY_CONFIRMED']);
  });

  it('is only for the browser that booked it: another browser and a number nobody holds are told alike, and nothing is made', async () => {
    const { confirmationNumber, join } = await bookedByVisitor(92);
    const stranger = await calls.enroll(join, cookieJar());
    const nobody = await calls.enroll({ ...join, confirmationNumber: '12345678' }, cookieJar());
    expect([stranger.status, stranger.body.errorCode]).toEqual([403, 'RESERVATION_NOT_PERMITTED']);
    expect(nobody.body).toEqual(stranger.body);
    expect((await memberOfOrder(confirmationNumber)).memberId).toBeNull();
    expect((await api.db.query('select 1 from members where email = $1', [join.email])).rows).toEqual([]);
  });

  it('refuses a booking a member made, and a seeded one no browser booked here', async () => {
    const liam = cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com'));
    const answer = await orders.bookNow(await orders.prepare(liam, flex(94)), liam);
    const number = answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
    const { join } = await bookedByVisitor(95);
    const members = await calls.enroll({ ...join, confirmationNumber: number }, liam);
    expect([members.status, members.body.errorCode]).toEqual([409, 'E_ALREADY_CONFIRMED']);
    const seeded = await calls.enroll({ ...join, confirmationNumber: NUMBERS.visitorBooking }, liam);
    expect(seeded.body.errorCode).toBe('RESERVATION_NOT_PERMITTED');
  });

  it('attaches nothing when the join is refused (a duplicate e-mail)', async () => {
    const { jar, confirmationNumber, join } = await bookedByVisitor(96);
    const duplicate = await calls.enroll({ ...join, email: 'ava.morgan@example.com' }, jar);
    expect([duplicate.status, duplicate.body.errorCode, duplicate.body.field]).toEqual([409, 'emailDuplicateError', 'email']);
    expect((await memberOfOrder(confirmationNumber)).memberId).toBeNull();
  });

  it('refuses a request naming both a cart and a booking, or neither', async () => {
    const { jar, join } = await bookedByVisitor(97);
    const both = await calls.enroll({ ...join, cartId: 'x'.repeat(32) } as unknown as EnrollmentInput, jar);
    const { confirmationNumber: _none, ...neither } = join;
    const none = await calls.enroll(neither as unknown as EnrollmentInput, jar);
    for (const refused of [both, none]) expect([refused.status, refused.body.errorCode, refused.body.field]).toEqual([400, 'BAD_USER_INPUT', 'body']);
  });
});

describe('inline enrollment once the cart is booked', () => {
  it('is refused with E_ALREADY_CONFIRMED: the confirmation’s join and save takes the booking along', async () => {
    const jar: CookieJar = cookieJar();
    const prepared = await orders.prepare(jar, flex(98), { cartKey: newIdempotencyKey() });
    expect((await orders.bookNow(prepared, jar)).errors).toBeUndefined();
    const refused = await calls.enroll(
      {
        cartId: prepared.cartId,
        title: null,
        givenName: 'Olivia',
        surname: 'Brown',
        email: `inline.${randomUUID().slice(0, 8)}@example.com`,
        phone: null,
        smsNumber: null,
        address: { line1: '233 South Wacker Drive', line2: null, city: 'Chicago', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60606' },
        password: 'Join#Now2026',
        consents: [],
      },
      jar,
    );
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'E_ALREADY_CONFIRMED']);
  });
});
