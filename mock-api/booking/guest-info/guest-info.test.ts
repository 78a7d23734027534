import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/cookies';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom, type CookieJar } from '../../testing/booking-calls';
import { guestForm, guestInfoCalls } from '../../testing/guest-info-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let seedDay: string;
let booking: ReturnType<typeof bookingCalls>;
let calls: ReturnType<typeof guestInfoCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  booking = bookingCalls(api);
  calls = guestInfoCalls(api);
});
afterAll(() => api.close());

async function cartFor(jar: CookieJar, ratePlanCode = 'FLEX', days = 20, rewardsRedemption = false) {
  const { data, errors } = await booking.createCart(
    { search: searchFrom(seedDay, days, 2, { rewardsRedemption }), roomTypeCode: 'GKNG', ratePlanCode, idempotencyKey: newIdempotencyKey() },
    jar,
  );
  expect(errors).toBeUndefined();
  return data!.createCart;
}

const errorOf = (answer: { errors?: { extensions?: { code?: string; field?: string } }[] | undefined }) => answer.errors?.[0]?.extensions;

describe('the guest-info form read', () => {
  it('answers lookups, the cart with no guest info yet, no member for a visitor, and the four room requests', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const { data, errors } = await calls.form(cart.id, jar);
    expect(errors).toBeUndefined();
    expect(data!.cart!.guestInfo).toBeNull();
    expect(data!.memberInformation).toBeNull();
    expect(data!.roomRequests.map((request) => request.code)).toEqual(['CRIB', 'ROLLAWAY', 'PETFEE2', 'PETFEE1']);
    expect(data!.prepayConsent).toEqual({ isRequired: false, text: null });
    const us = data!.countries.find((country) => country.code === 'US')!;
    expect(us).toMatchObject({ name: 'United States', requiredAddressParts: ['LINE1', 'CITY', 'STATE_PROVINCE', 'POSTAL_CODE'], hasStates: true });
    expect(data!.userFormTitles.map((title) => title.code)).toContain('DR');
  });

  it('names countries and titles in the request locale', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const { data } = await calls.form(cart.id, jar, 'es-ES');
    expect(data!.countries.find((country) => country.code === 'DE')!.name).toBe('Alemania');
    expect(data!.userFormTitles.find((title) => title.code === 'MRS')!.label).toBe('Sra.');
  });

  it('lists states, SMS dialling codes and join-now options by country', async () => {
    expect((await calls.states('US')).data!.states).toContainEqual({ code: 'NY', name: 'New York' });
    expect((await calls.states('mx')).data!.states).toContainEqual({ code: 'CMX', name: 'Ciudad de México' });
    expect((await calls.states('AU')).data!.states).toHaveLength(8);
    expect((await calls.states('GB')).data!.states).toEqual([]);
    expect(errorOf(await calls.states('ZZ'))).toEqual({ code: 'BAD_USER_INPUT', field: 'countryCode' });
    expect((await calls.smsCountryCodes()).data!.smsCountryCodes).toContainEqual({ countryCode: 'GB', dialCode: '44', name: 'United Kingdom' });
    for (const country of ['CU', 'KP', 'SY', 'IR']) {
      expect((await calls.joinNowOptions(country)).data!.joinNowOptions).toMatchObject({ isEnrollmentAvailable: false, consents: [] });
    }
    for (const country of ['GB', 'FR', 'DE', 'AE', 'SA']) {
      const options = (await calls.joinNowOptions(country)).data!.joinNowOptions;
      expect(options.requiresExplicitOptIn).toBe(true);
      expect(options.consents.every((consent) => !consent.isCheckedByDefault)).toBe(true);
    }
    const us = (await calls.joinNowOptions('US')).data!.joinNowOptions;
    expect(us).toMatchObject({ isEnrollmentAvailable: true, requiresExplicitOptIn: false });
    expect(us.consents.map((consent) => [consent.code, consent.isRequired, consent.isCheckedByDefault])).toEqual([
      ['PROGRAMME_TERMS', true, false],
      ['MARKETING', false, true],
    ]);
  });

  it('asks the pre-pay consent for a prepaid rate', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar, 'PREPAY');
    expect((await calls.form(cart.id, jar)).data!.prepayConsent.isRequired).toBe(true);
    const refused = await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber), jar);
    expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', field: 'isPrepayConsentAccepted' });
    const saved = await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber, { isPrepayConsentAccepted: true }), jar);
    expect(saved.data!.updateCartGuestInfo.guestInfo!.isPrepayConsentAccepted).toBe(true);
  });
});

describe('updateCartGuestInfo', () => {
  it('saves the form cleaned, bumps the revision, and refuses the old revision afterwards', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const { data, errors } = await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber), jar);
    expect(errors).toBeUndefined();
    const saved = data!.updateCartGuestInfo;
    expect(saved.revisionNumber).toBe(cart.revisionNumber + 1);
    expect(saved.guestInfo).toMatchObject({
      // Stored in E.164; formatted to be read for the guest's own country, so the review page needs no libphonenumber.
      guest: { title: 'MS', givenName: 'Olivia', phone: '+13125550199', phoneDisplay: '(312) 555-0199', address: { stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60601' } },
      roomRequests: ['CRIB'],
      arrivalTime: '21:00',
      isBuyPointConsent: true,
    });
    expect(errorOf(await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber), jar))?.code).toBe('STALE_REVISION');
    expect((await calls.form(cart.id, jar)).data!.cart!.guestInfo!.comments).toBe('Late check-in please.');
  });

  it('stores HTML and <script> in every text field inert (stripped)', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const script = '<script>alert(1)</script>';
    const form = guestForm(cart.id, cart.revisionNumber, {
      comments: `Quiet room ${script}<b>please</b>`,
    });
    form.guest = {
      ...form.guest,
      givenName: '<b>Olivia</b>',
      surname: `<i>Brown</i>`,
      address: { line1: `1 Main ${script}Street`, line2: '<img src=x onerror=alert(1)>Suite 2', city: '<u>Chicago</u>', stateProvinceCode: 'IL', countryCode: 'US', postalCode: '60601' },
    };
    const { data, errors } = await calls.updateCartGuestInfo(form, jar);
    expect(errors).toBeUndefined();
    const info = data!.updateCartGuestInfo.guestInfo!;
    expect(JSON.stringify(info)).not.toMatch(/[<>]/);
    expect(info.guest).toMatchObject({ givenName: 'Olivia', surname: 'Brown', address: { line1: '1 Main alert(1)Street', line2: 'Suite 2', city: 'Chicago' } });
    expect(info.comments).toBe('Quiet room alert(1)please');
  });

  const refusals: [string, (form: ReturnType<typeof guestForm>) => void][] = [
    ['guest.givenName', (form) => (form.guest.givenName = '李')],
    ['guest.surname', (form) => (form.guest.surname = ' ')],
    ['guest.email', (form) => (form.guest.email = 'not-an-email')],
    ['guest.phone', (form) => (form.guest.phone = '123')],
    ['guest.title', (form) => (form.guest.title = 'KING')],
    ['guest.address.countryCode', (form) => (form.guest.address.countryCode = 'XX')],
    ['guest.address.postalCode', (form) => (form.guest.address.postalCode = 'ABCDE')],
    ['guest.address.stateProvinceCode', (form) => (form.guest.address.stateProvinceCode = 'ZZ')],
    ['guest.address.city', (form) => (form.guest.address.city = '<b></b>')],
    ['roomRequests', (form) => (form.roomRequests = ['PETFEE1', 'PETFEE2'])],
    ['roomRequests', (form) => (form.roomRequests = ['JACUZZI'])],
    ['comments', (form) => (form.comments = 'x'.repeat(251))],
    ['arrivalTime', (form) => (form.arrivalTime = '21:30')],
    ['aaaNumber', (form) => (form.aaaNumber = '1234')],
    ['isLegalConsentAccepted', (form) => (form.isLegalConsentAccepted = false)],
    ['isPrivacyPolicyAccepted', (form) => (form.isPrivacyPolicyAccepted = false)],
  ];
  it.each(refusals)('refuses a broken %s with its field, and saves nothing', async (field, breakIt) => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const form = guestForm(cart.id, cart.revisionNumber);
    form.guest = { ...form.guest, address: { ...form.guest.address } };
    breakIt(form);
    const answer = await calls.updateCartGuestInfo(form, jar);
    expect(answer.status).toBe(200);
    expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    const after = (await calls.form(cart.id, jar)).data!.cart!;
    expect(after.guestInfo).toBeNull();
    expect(after.revisionNumber).toBe(cart.revisionNumber);
  });

  it('names a shared rule’s refusal by its message key and parameters, beside its en-US words', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const form = guestForm(cart.id, cart.revisionNumber);
    form.guest = { ...form.guest, surname: '李' };
    const [error] = (await calls.updateCartGuestInfo(form, jar)).errors ?? [];
    expect(error?.message).toBe('Enter your last name in Latin letters (A–Z, with accents if needed), spaces, hyphens and apostrophes only.');
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'guest.surname', messageKey: 'validation.guestName.notLatin', messageParams: { field: 'lastName' } });
  });

  it.each([
    ['guest.phone', (form: ReturnType<typeof guestForm>) => (form.guest.phone = '123'), 'This phone number is too short for the country chosen. Check that no digit is missing.', { messageKey: 'validation.phone.tooShort' }],
    [
      'guest.address.postalCode',
      (form: ReturnType<typeof guestForm>) => (form.guest.address.postalCode = 'ABCDE'),
      'Enter a ZIP code of 5 digits, or 5 digits, a hyphen and 4 digits.',
      { messageKey: 'validation.postalCode.usZip' },
    ],
    ['guest.address.city', (form: ReturnType<typeof guestForm>) => (form.guest.address.city = ' '), 'Enter your city.', { messageKey: 'validation.address.cityRequired' }],
    ['comments', (form: ReturnType<typeof guestForm>) => (form.comments = 'x'.repeat(251)), 'Comments have at most 250 characters.', { messageKey: 'validation.stayRequests.commentsTooLong', messageParams: { max: 250 } }],
    ['aaaNumber', (form: ReturnType<typeof guestForm>) => (form.aaaNumber = '1234'), 'An AAA membership number has 16 digits.', { messageKey: 'validation.aaa.length', messageParams: { digits: 16 } }],
  ])('names the %s rule’s refusal by its message key, beside its en-US words', async (field, breakIt, words, key) => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const form = guestForm(cart.id, cart.revisionNumber);
    form.guest = { ...form.guest, address: { ...form.guest.address } };
    breakIt(form);
    const [error] = (await calls.updateCartGuestInfo(form, jar)).errors ?? [];
    expect(error?.message).toBe(words);
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field, ...key });
  });

  it('refuses a malformed IATA number with the travel-agent code, naming the shared rule’s message key', async () => {
    const jar = cookieJar();
    const cart = await cartFor(jar);
    const answer = await calls.updateCartGuestInfo(guestForm(cart.id, cart.revisionNumber, { travelAgent: { iataNumber: '12' } }), jar);
    expect(answer.errors?.[0]?.message).toBe('An IATA number has 8 digits.');
    expect(errorOf(answer)).toEqual({ code: 'E_BAD_IATA', field: 'travelAgent.iataNumber', messageKey: 'validation.iata.length', messageParams: { digits: 8 } });
  });
});

describe('member information', () => {
  it('reads the signed-in member profile, updates phone, address and name, and refuses a visitor', async () => {
    const jar = cookieJar(await reservationCalls(api).sessionOf('sofia.reyes@example.com'));
    const cart = await cartFor(jar);
    const member = (await calls.form(cart.id, jar)).data!.memberInformation!;
    expect(member).toMatchObject({ memberNumber: '100000003', title: 'MS', phone: '+525555550123', travelAgentProgramme: 'travelAgent', address: { countryCode: 'MX', stateProvinceCode: 'CMX' } });

    const address = { line1: '<b>Calle 5</b>', line2: null, city: 'Guadalajara', stateProvinceCode: 'jal', countryCode: 'MX', postalCode: '44100' };
    const updated = await calls.updateMemberInformation({ phone: '33 5555 0100', address }, jar);
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateMemberInformation).toMatchObject({ phone: '+523355550100', address: { line1: 'Calle 5', stateProvinceCode: 'JAL' } });
    const renamed = await calls.updateUserInformation({ title: 'DR', givenName: 'Sofía', surname: 'Reyes-<i>Ortiz</i>' }, jar);
    expect(renamed.data!.updateUserInformation).toMatchObject({ title: 'DR', givenName: 'Sofía', surname: 'Reyes-Ortiz' });
    expect(errorOf(await calls.updateUserInformation({ givenName: '1', surname: 'Reyes' }, jar))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'givenName' });

    // Ava's phone, in Ava's country: taken.
    const taken = await calls.updateMemberInformation({ phone: '212-555-0147', address: { line1: 'x', city: 'New York', stateProvinceCode: 'NY', countryCode: 'US', postalCode: '10001' } }, jar);
    expect(errorOf(taken)).toEqual({ code: 'BAD_USER_INPUT', field: 'phone' });
    // Ava's phone written with its country code, from a member in Mexico: the same number, taken too.
    expect(errorOf(await calls.updateMemberInformation({ phone: '+1 212 555 0147', address }, jar))).toEqual({ code: 'BAD_USER_INPUT', field: 'phone' });

    const visitor = cookieJar();
    expect(errorOf(await calls.updateMemberInformation({ phone: null, address }, visitor))?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await calls.updateUserInformation({ givenName: 'A', surname: 'B' }, visitor))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('redemptionData', () => {
  it('is null for a cash cart, and for a points cart sets the balance against the points, with the cost of the shortfall', async () => {
    const jar = cookieJar(await reservationCalls(api).sessionOf('sofia.reyes@example.com'));
    const cash = await cartFor(jar);
    expect((await calls.redemption(cash.id, jar)).data!.redemptionData).toBeNull();
    const points = await cartFor(jar, 'POINTS', 25, true);
    const { data, errors } = await calls.redemption(points.id, jar);
    expect(errors).toBeUndefined();
    const redemption = data!.redemptionData!;
    expect(redemption.currentPointBalance).toBe(12_000);
    expect(redemption.pointsDeducted).toBeGreaterThan(12_000);
    expect(redemption.additionalPointsRequired).toBe(redemption.pointsDeducted - 12_000);
    expect(redemption.pointCost).toEqual({ value: Math.ceil(redemption.additionalPointsRequired / 1000) * 1250, valueDecimalPoint: 2, currency: 'USD' });
    expect(redemption.isBuyPoints).toBe(redemption.additionalPointsRequired <= 50_000);
    expect(redemption.isBuyPointConsent).toBe(true);

    const signedOut = cookieJar();
    signedOut.set('portico_booking_session', jar.get('portico_booking_session')!);
    expect(errorOf(await calls.redemption(points.id, signedOut))?.code).toBe('UNAUTHENTICATED');
    const ava = cookieJar(await reservationCalls(api).sessionOf('ava.morgan@example.com'));
    ava.set('portico_booking_session', jar.get('portico_booking_session')!);
    expect(errorOf(await calls.redemption(points.id, ava))?.code).toBe('CART_VALIDATION_FAILED');
    expect(jar.get(SESSION_COOKIE)).toBeTruthy();
  });
});
