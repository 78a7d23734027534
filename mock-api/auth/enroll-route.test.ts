import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalWords } from '../../shared/auth/enroll-client';
import type { EnrollmentErrorResponse } from '../../shared/domain/auth-responses';
import { messageArea as validationMessages } from '../../shared/i18n/generated/areas/validation';
import { loadAreas, messagesFor } from '../../shared/i18n/messages';
import { authCalls } from '../testing/auth-calls';
import { bookingCalls, cookieJar, newIdempotencyKey, searchFrom } from '../testing/booking-calls';
import { guestInfoCalls } from '../testing/guest-info-calls';
import { startReservationTestApi } from '../testing/reservation-calls';
import type { TestApi } from '../testing/test-api';
import { randomUUID } from 'node:crypto';

let api: TestApi;
let seedDay: string;
let calls: ReturnType<typeof guestInfoCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi());
  calls = guestInfoCalls(api);
});
afterAll(() => api.close());

let serial = 0;
/** A browser holding a cart, and an enrollment for it with a fresh e-mail and phone. */
async function browserWithCart(country = 'US') {
  const jar = cookieJar();
  const { data } = await bookingCalls(api).createCart({ search: searchFrom(seedDay, 20), roomTypeCode: 'GKNG', ratePlanCode: 'FLEX', idempotencyKey: newIdempotencyKey() }, jar);
  serial += 1;
  const request = {
    cartId: data!.createCart.id,
    title: 'MR',
    givenName: 'Jonas',
    surname: 'Berg',
    email: `jonas.berg.${serial}.${randomUUID().slice(0, 8)}@example.com`,
    // With its country code, as a guest abroad types it: valid whatever the address's country.
    phone: `+1 31255${String(serial).padStart(5, '0')}`,
    smsNumber: null as string | null,
    address: { line1: '1 Main Street', line2: null, city: 'Chicago', stateProvinceCode: country === 'US' ? 'IL' : null, countryCode: country, postalCode: country === 'US' ? '60601' : '75001' },
    password: 'Join#Now2026',
    consents: [] as string[],
  };
  return { jar, request };
}

describe('POST enrollMember', () => {
  it('creates a signed-in member whose new password then signs in', async () => {
    const { jar, request } = await browserWithCart();
    const { status, body } = await calls.enroll(request, jar);
    expect(status).toBe(201);
    expect(body).toMatchObject({ givenName: 'Jonas', tier: 'Member' });
    expect(body.memberNumber).toMatch(/^\d{9}$/);
    expect(jar.get('portico_session')).toBeTruthy();
    const signIn = await authCalls(api).signInAs(request.email, request.password);
    expect(signIn.status).toBe(200);
  });

  it('refuses a duplicate e-mail, phone, or both', async () => {
    const first = await browserWithCart();
    expect((await calls.enroll(first.request, first.jar)).status).toBe(201);
    const again = await browserWithCart();
    const sameEmail = await calls.enroll({ ...again.request, email: first.request.email.toUpperCase() }, again.jar);
    expect([sameEmail.status, sameEmail.body.errorCode, sameEmail.body.field]).toEqual([409, 'emailDuplicateError', 'email']);
    const samePhone = await calls.enroll({ ...again.request, phone: first.request.phone }, again.jar);
    expect([samePhone.status, samePhone.body.errorCode, samePhone.body.field]).toEqual([409, 'phoneAlreadyAssociatedError', 'phone']);
    const both = await calls.enroll({ ...again.request, email: first.request.email, phone: first.request.phone }, again.jar);
    expect(both.body.errorCode).toBe('EMAIL_AND_PHONE_DUPLICATE');
  });

  it('makes one member of two concurrent joins with one e-mail', async () => {
    const a = await browserWithCart();
    const b = await browserWithCart();
    const answers = await Promise.all([calls.enroll(a.request, a.jar), calls.enroll({ ...b.request, email: a.request.email }, b.jar)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.errorCode).toBe('emailDuplicateError');
  });

  it.each(['CU', 'KP', 'SY', 'IR'])('refuses a guest living in %s: ENROLLMENT_NOT_AVAILABLE', async (country) => {
    const { jar, request } = await browserWithCart(country);
    const { status, body } = await calls.enroll(request, jar);
    expect([status, body.errorCode]).toEqual([403, 'ENROLLMENT_NOT_AVAILABLE']);
  });

  it.each(['GB', 'FR', 'DE', 'AE', 'SA'])('in %s waits for the explicit consent', async (country) => {
    const { jar, request } = await browserWithCart(country);
    const refused = await calls.enroll(request, jar);
    expect([refused.status, refused.body.errorCode, refused.body.field]).toEqual([400, 'BAD_USER_INPUT', 'consents']);
    expect((await calls.enroll({ ...request, consents: ['PROGRAMME_TERMS'] }, jar)).status).toBe(201);
  });

  it('names a shared rule’s refusal by its message key and parameters beside its en-US words, and a page says it in its locale', async () => {
    await loadAreas('es-ES', [validationMessages]);
    const { jar, request } = await browserWithCart('GB');
    const password = await calls.enroll({ ...request, password: 'abcdefgh' }, jar);
    expect(password.body).toMatchObject({
      errorCode: 'BAD_USER_INPUT',
      field: 'password',
      message: 'Your password needs an uppercase letter; a number or one of @!#$&?%=_.',
      messageKey: 'validation.password.needs',
    });
    expect(refusalWords(password.body as EnrollmentErrorResponse, messagesFor('es-ES'))).toBe('Tu contraseña necesita una letra mayúscula; un número o uno de @!#$&?%=_.');
    const consent = await calls.enroll(request, jar);
    expect(consent.body).toMatchObject({ field: 'consents', message: 'To join, tick the box to give your consent.', messageKey: 'validation.enrollment.consentRequired' });
    expect(refusalWords(consent.body as EnrollmentErrorResponse, messagesFor('es-ES'))).toBe('Para unirte, marca la casilla y da tu consentimiento.');
  });

  it('refuses a bad password, a bad SMS number, an unknown consent, and a browser without the cart', async () => {
    const { jar, request } = await browserWithCart();
    const field = async (overrides: Partial<typeof request>, j = jar) => {
      const { status, body } = await calls.enroll({ ...request, ...overrides }, j);
      return [status, body.errorCode, body.field];
    };
    expect(await field({ password: 'short' })).toEqual([400, 'BAD_USER_INPUT', 'password']);
    expect(await field({ smsNumber: '123456' })).toEqual([400, 'BAD_USER_INPUT', 'smsNumber']);
    expect(await field({ smsNumber: '12345678901234567' })).toEqual([400, 'BAD_USER_INPUT', 'smsNumber']);
    expect(await field({ consents: ['SPAM'] })).toEqual([400, 'BAD_USER_INPUT', 'consents']);
    expect(await field({ givenName: '<b></b>' })).toEqual([400, 'BAD_USER_INPUT', 'givenName']);
    expect(await field({}, cookieJar())).toEqual([409, 'CART_VALIDATION_FAILED', null]);
    const china = await browserWithCart('CN');
    const cn = { ...china.request, address: { ...china.request.address, city: 'Shanghai' }, phone: '13800138000' };
    expect((await calls.enroll({ ...cn, smsNumber: '1380013800' }, china.jar)).body.field).toBe('smsNumber');
    expect((await calls.enroll({ ...cn, smsNumber: '13800138000' }, china.jar)).status).toBe(201);
  });
});
