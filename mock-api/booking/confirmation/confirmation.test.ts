import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConfirmationOffersDocument,
  SaveReservationToMyTripsDocument,
  SendBookingCodeDocument,
  ShareConfirmationDocument,
  VerifyBookingCodeDocument,
  type ShareConfirmationInput,
} from '../../../shared/graphql/generated/graphql';
import { accountCalls, codeOf as mailedCodeOf } from '../../testing/account-calls';
import { FIXTURE_CONFIRMATION_NUMBERS as NUMBERS } from '../../seed/reservation-fixtures';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../../testing/guest-info-calls';
import { startReservationTestApi, type reservationCalls } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { SHARES_PER_ORDER_PER_HOUR } from './share-confirmation';
import { orderCalls } from '../orders/testing/order-calls';
import { randomUUID } from 'node:crypto';

let api: TestApi;
let seedDay: string;
let calls: ReturnType<typeof reservationCalls>;
let liam: CookieJar;
let ava: CookieJar;
let orders: ReturnType<typeof orderCalls>;

beforeAll(async () => {
  ({ api, calls, seedDay } = await startReservationTestApi());
  orders = orderCalls(api);
  liam = cookieJar(await calls.sessionOf('liam.chen@example.com'));
  ava = cookieJar(await calls.sessionOf('ava.morgan@example.com'));
});
afterAll(() => api.close());

const offers = (propertyId: string) => bookingCalls(api).send(ConfirmationOffersDocument, { propertyId });
const share = (input: ShareConfirmationInput, jar?: CookieJar, locale?: string) => bookingCalls(api).send(ShareConfirmationDocument, { input }, jar, locale);
const saveToTrips = (confirmationNumber: string, jar?: CookieJar) => bookingCalls(api).send(SaveReservationToMyTripsDocument, { confirmationNumber }, jar);
const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) => answer.errors?.[0]?.extensions?.code;

describe('confirmation offers', () => {
  it('gives a hotel the chain’s offers, one of each kind, in display order', async () => {
    const { data } = await offers('NYCTS');
    expect(data?.confirmationOffers.map((offer) => [offer.kind, offer.id])).toEqual([
      ['COBRAND_CREDIT_CARD', 'portico-rewards-card'],
      ['CROSS_SELL', 'next-stay'],
      ['UPSELL', 'trips-and-upgrades'],
      ['TRAVEL_INSURANCE', 'trip-protection'],
    ]);
  });

  it('lets a hotel’s own offer of a kind replace the chain’s', async () => {
    const { data } = await offers('DXBBG');
    const crossSells = data?.confirmationOffers.filter((offer) => offer.kind === 'CROSS_SELL').map((offer) => offer.id);
    expect(crossSells).toEqual(['dubai-desert-evening']);
  });

  it('is content: an edit in the database is what the page gets', async () => {
    await api.db.query(`update confirmation_offers set heading = 'The Portico card' where id = 'portico-rewards-card'`);
    const answer = await offers('LONKX');
    expect(answer.data?.confirmationOffers[0]?.heading).toBe('The Portico card');
  });

  it('refuses a property id that is not a property code, naming it', async () => {
    const answer = await offers('NYC TS');
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe('propertyId');
  });
});

describe('share the confirmation', () => {
  it('writes the e-mail to the outbox for a member who may see the whole order, and answers what was sent', async () => {
    const answer = await share({ confirmationNumber: NUMBERS.liamLondonRoom1, channel: 'EMAIL' as never, recipient: ' daniel.okafor@example.com ' }, liam);
    expect(answer.errors).toBeUndefined();
    const sent = answer.data!.shareConfirmation;
    expect(sent).toMatchObject({ channel: 'EMAIL', recipient: 'daniel.okafor@example.com' });
    expect(sent.subject).toContain(NUMBERS.liamLondonRoom1);
    expect(sent.body).toContain(`${NUMBERS.liamLondonRoom1}, ${NUMBERS.liamLondonRoom2}`);
    expect(sent.body).toContain('Portico London King');
    const { rows } = await api.db.query<{ kind: string; recipient: string }>('select kind, recipient from outbox_messages where id = $1', [sent.id]);
    expect(rows).toEqual([{ kind: 'SHARE', recipient: 'daniel.okafor@example.com' }]);
  });

  it('words the message in the page’s language, and keeps which one in the outbox', async () => {
    const answer = await share({ confirmationNumber: NUMBERS.liamLondonRoom1, channel: 'EMAIL' as never, recipient: 'tomo@example.com' }, liam, 'ja-JP');
    const sent = answer.data!.shareConfirmation;
    expect(sent.subject).toBe(`Portico London King's Crossでのご宿泊：${NUMBERS.liamLondonRoom1}`);
    expect(sent.body).toContain('Portico のご予約が共有されました。');
    expect(sent.body).toContain(`2室。確認番号 ${NUMBERS.liamLondonRoom1}, ${NUMBERS.liamLondonRoom2}。`);
    const { rows } = await api.db.query<{ locale: string }>('select locale from outbox_messages where id = $1', [sent.id]);
    expect(rows).toEqual([{ locale: 'ja-JP' }]);
  });

  it('sends an SMS to a number with its country, kept in E.164, as one short line', async () => {
    const answer = await share({ confirmationNumber: NUMBERS.liamNewYorkRoom1, channel: 'SMS' as never, recipient: '(416) 555-0123', countryCode: 'ca' }, liam);
    expect(answer.data?.shareConfirmation).toMatchObject({ channel: 'SMS', recipient: '+14165550123', recipientDisplay: '+1 416 555 0123', subject: null });
    expect(answer.data?.shareConfirmation.body).not.toContain('\n');
  });

  it.each([
    [{ channel: 'EMAIL', recipient: 'not an address' }, 'recipient'],
    [{ channel: 'SMS', recipient: '4165550123' }, 'countryCode'],
    [{ channel: 'SMS', recipient: '12', countryCode: 'US' }, 'recipient'],
    [{ channel: 'SMS', recipient: '41655501234567', countryCode: 'US' }, 'recipient'],
  ])('refuses %j, naming %s, and writes nothing', async (input, field) => {
    const before = await api.db.query<{ count: number }>('select count(*)::int as count from outbox_messages');
    const answer = await share({ confirmationNumber: NUMBERS.liamInHouse, ...(input as Omit<ShareConfirmationInput, 'confirmationNumber'>) }, liam);
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.field).toBe(field);
    expect(await api.db.query('select count(*)::int as count from outbox_messages')).toEqual(before);
  });

  it('names the phone rule’s refusal of an SMS number by its message key, beside its en-US words', async () => {
    const answer = await share({ confirmationNumber: NUMBERS.liamInHouse, channel: 'SMS' as never, recipient: '41655501234567', countryCode: 'US' }, liam);
    expect(answer.errors?.[0]?.message).toBe('This phone number is too long for the country chosen. Check for an extra digit.');
    expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'recipient', messageKey: 'validation.phone.tooLong' });
  });

  it('is not for a browser that may not see the whole order: another member, nobody, or a lookup of one room', async () => {
    const input = { confirmationNumber: NUMBERS.liamLondonRoom1, channel: 'EMAIL' as never, recipient: 'someone@example.com' };
    expect(codeOf(await share(input, ava))).toBe('RESERVATION_NOT_PERMITTED');
    expect(codeOf(await share(input))).toBe('RESERVATION_NOT_PERMITTED');
    const okafor = cookieJar(await calls.grantFor(NUMBERS.liamLondonRoom2, 'Okafor'));
    expect(codeOf(await share({ ...input, confirmationNumber: NUMBERS.liamLondonRoom2 }, okafor))).toBe('RESERVATION_NOT_PERMITTED');
    expect(codeOf(await share({ ...input, confirmationNumber: '99999999' }, liam))).toBe('RESERVATION_NOT_PERMITTED');
  });

  it('lets the order’s primary guest share it after a lookup', async () => {
    const brown = cookieJar(await calls.grantFor(NUMBERS.visitorBooking, 'Brown'));
    const answer = await share({ confirmationNumber: NUMBERS.visitorBooking, channel: 'EMAIL' as never, recipient: 'olivia.brown@example.com' }, brown);
    expect(answer.errors).toBeUndefined();
  });

  it(`stops after ${SHARES_PER_ORDER_PER_HOUR} shares of one order in an hour`, async () => {
    const input = { confirmationNumber: NUMBERS.avaUpcoming, channel: 'EMAIL' as never, recipient: 'friend@example.com' };
    for (let sent = 0; sent < SHARES_PER_ORDER_PER_HOUR; sent += 1) expect((await share(input, ava)).errors).toBeUndefined();
    const refused = await share(input, ava);
    expect(codeOf(refused)).toBe('SHARE_LIMIT_REACHED');
    expect(refused.status).toBe(200);
  });
});

describe('save a guest booking to my trips', () => {
  /** A member named Olivia Brown with e-mail `email`, joined inline on a cart of this browser, signed in. */
  async function oliviaBrown(email = `olivia.brown.${randomUUID().slice(0, 8)}@example.com`): Promise<CookieJar> {
    const jar = cookieJar();
    const { data } = await bookingCalls(api).createCart({ search: searchFrom(seedDay, 40), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
    const { status } = await guestInfoCalls(api).enroll(
      {
        cartId: data!.createCart.id,
        title: null,
        givenName: 'Olivia',
        surname: 'Brown',
        email,
        phone: null,
        smsNumber: null,
        address: { line1: '233 South Wacker Drive', line2: null, city: 'Chicago', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60606' },
        password: 'Join#Now2026',
        consents: [],
      },
      jar,
    );
    expect(status).toBe(201);
    return jar;
  }

  /** A visitor's booking for Olivia Brown made with `email`, in a browser of its own; its first room's number. */
  async function guestBookingWith(email: string, days: number): Promise<string> {
    const jar = cookieJar();
    const selection = { search: searchFrom(seedDay, days), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX' };
    const answer = await orders.bookNow(await orders.prepare(jar, selection, { guest: { guest: { ...guestForm('', 0).guest, email } } }), jar);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.createOrder.order.items[0]!.basicInformation.confirmationNumber;
  }

  const withLookupOf = async (member: CookieJar, confirmationNumber: string) => cookieJar(member.header(), await calls.grantFor(confirmationNumber, 'Brown', member.header()));

  it('asks a visitor to sign in', async () => {
    const brown = cookieJar(await calls.grantFor(NUMBERS.visitorBooking, 'Brown'));
    expect(codeOf(await saveToTrips(NUMBERS.visitorBooking, brown))).toBe('UNAUTHENTICATED');
  });

  it('refuses a member of the booker’s surname whose e-mail the booking was not made with, and one who has not looked it up', async () => {
    const number = await guestBookingWith(`rory.${randomUUID().slice(0, 8)}@example.com`, 40);
    const namesake = await oliviaBrown();
    const refused = await saveToTrips(number, await withLookupOf(namesake, number));
    expect(codeOf(refused)).toBe('RESERVATION_NOT_PERMITTED');
    expect(refused.errors?.[0]?.message).toContain('Sign in to the account whose e-mail it was booked with');
    expect(codeOf(await saveToTrips(number, await withLookupOf(liam, number)))).toBe('RESERVATION_NOT_PERMITTED');
    // A booking from before online payment has no e-mail: nobody can claim it with a surname.
    expect(codeOf(await saveToTrips(NUMBERS.visitorBooking, await withLookupOf(namesake, NUMBERS.visitorBooking)))).toBe('RESERVATION_NOT_PERMITTED');
    const email = `olivia.brown.${randomUUID().slice(0, 8)}@example.com`;
    const own = await guestBookingWith(email, 42);
    expect(codeOf(await saveToTrips(own, await oliviaBrown(email)))).toBe('RESERVATION_NOT_PERMITTED');
    const { rows } = await api.db.query('select member_id from orders o join reservations r on r.order_id = o.id where r.confirmation_number = any($1)', [[number, own]]);
    expect(rows).toEqual([{ member_id: null }, { member_id: null }]);
  });

  it('attaches the booking to the member whose e-mail it was made with, in any case, once, and it joins their trips', async () => {
    const email = `olivia.brown.${randomUUID().slice(0, 8)}@example.com`;
    const number = await guestBookingWith(email.toUpperCase(), 36);
    const withLookup = await withLookupOf(await oliviaBrown(email), number);
    const saved = await saveToTrips(number, withLookup);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveReservationToMyTrips.isGuestBooking).toBe(false);
    const { rows } = await api.db.query<{ revision: number }>(
      'select o.revision_number as revision from orders o join reservations r on r.order_id = o.id where r.confirmation_number = $1',
      [number],
    );
    expect(rows[0]?.revision).toBeGreaterThan(1);
    expect(codeOf(await saveToTrips(number, withLookup))).toBe('E_ALREADY_CONFIRMED');
  });

  it('attaches the booking to a member whose e-mail it was not made with once this browser entered the code e-mailed to the booking', async () => {
    const bookedWith = `olivia.b.${randomUUID().slice(0, 8)}@example.com`;
    const number = await guestBookingWith(bookedWith, 38);
    const withLookup = await withLookupOf(await oliviaBrown(), number);
    expect(codeOf(await saveToTrips(number, withLookup))).toBe('RESERVATION_NOT_PERMITTED');

    const sent = await bookingCalls(api).send(SendBookingCodeDocument, { input: { confirmationNumber: number, locale: 'en-US' } }, withLookup);
    expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
    const message = await accountCalls(api).waitForMail(bookedWith);
    const proven = await bookingCalls(api).send(VerifyBookingCodeDocument, { input: { confirmationNumber: number, code: mailedCodeOf(message) } }, withLookup);
    expect(proven.errors).toBeUndefined();

    const saved = await saveToTrips(number, withLookup);
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveReservationToMyTrips.isGuestBooking).toBe(false);
  });
});
