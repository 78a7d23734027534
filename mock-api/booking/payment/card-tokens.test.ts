import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOKING_SESSION_IDLE_MS } from '../../../shared/booking/booking-timers';
import { CARD_TOKEN_PATTERN, paymentApiPaths, type CardTokenRequest } from '../../../shared/domain/payment-api';
import { cookieJar } from '../../testing/booking-calls';
import { paymentCalls, TEST_CARDS } from '../../testing/payment-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { holdCart } from './testing/held-carts';
import { testRunInstant } from '../../testing/test-instant';

let api: TestApi;
let clock: TestClock;
let seedDay: string;
let calls: ReturnType<typeof paymentCalls>;

beforeEach(async () => {
  ({ api, clock, seedDay } = await startReservationTestApi());
  calls = paymentCalls(api);
});
afterEach(() => api.close());

/** A browser holding a cart, so it has a live booking session. */
async function browser() {
  const jar = cookieJar();
  await holdCart(api, seedDay, jar);
  return jar;
}

const thisYear = () => clock.now.getUTCFullYear();

describe('POST /payment/v1/tokens', () => {
  it('answers 201 with the token, brand, last four, expiry and name, never stored by a cache', async () => {
    const answer = await calls.tokenise(TEST_CARDS.amex, await browser());
    expect(answer.status).toBe(201);
    expect(answer.token).toEqual({
      token: expect.stringMatching(CARD_TOKEN_PATTERN),
      brand: 'AMEX',
      lastFour: '0005',
      expiryMonth: 12,
      expiryYear: TEST_CARDS.amex.expiryYear,
      cardholderName: 'Rory Quinn',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('tokenises every test card of the architecture, each with its brand', async () => {
    const jar = await browser();
    const brands = [];
    for (const card of Object.values(TEST_CARDS)) brands.push((await calls.tokenise(card, jar)).token?.brand);
    expect(brands).toEqual(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'JCB', 'DINERS', 'UNIONPAY', 'VISA']);
  });

  it('keeps the card for the booking session and the member signed in, and a visitor’s for the session alone', async () => {
    const visitor = await browser();
    const member = cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com'));
    await holdCart(api, seedDay, member);
    const visitorToken = (await calls.tokenise(TEST_CARDS.visa, visitor)).token!.token;
    const memberToken = (await calls.tokenise(TEST_CARDS.mastercard, member)).token!.token;
    const { rows } = await api.db.query<{ token: string; session: boolean; member: string | null }>(
      `select t.token, t.booking_session_id is not null as session, m.email as member
       from payment_card_tokens t left join members m on m.id = t.member_id order by t.created_at, t.token`,
    );
    expect(rows).toEqual(expect.arrayContaining([
      { token: visitorToken, session: true, member: null },
      { token: memberToken, session: true, member: 'liam.chen@example.com' },
    ]));
  });

  it('widens a two-digit year and keeps the name as printed, its spaces made one', async () => {
    const answer = await calls.tokenise({ ...TEST_CARDS.visa, expiryYear: (thisYear() + 2) % 100, cardholderName: "  J.  R. O’Neil-Smith " }, await browser());
    expect(answer.token).toMatchObject({ expiryYear: thisYear() + 2, cardholderName: 'J. R. O’Neil-Smith' });
  });

  // The last column is the shared rule's message key the refusal names, null for a body the form would never send.
  const refusals: [string, Partial<Record<keyof CardTokenRequest, unknown>>, keyof CardTokenRequest, string, string | null][] = [
    ['no number', { cardNumber: '' }, 'cardNumber', 'CARD_NUMBER_INVALID', 'validation.card.numberRequired'],
    ['a number of no brand', { cardNumber: '9111 1111 1111 1111' }, 'cardNumber', 'CARD_NUMBER_INVALID', 'validation.card.numberBrandUnknown'],
    ['a number of the wrong length for its brand', { cardNumber: '4111 1111 1111 111' }, 'cardNumber', 'CARD_NUMBER_INVALID', 'validation.card.numberLengthEither'],
    ['a number failing Luhn', { cardNumber: '4111 1111 1111 1112' }, 'cardNumber', 'CARD_NUMBER_INVALID', 'validation.card.numberInvalid'],
    ['a number with letters', { cardNumber: '4111 1111 1111 111x' }, 'cardNumber', 'CARD_NUMBER_INVALID', 'validation.card.numberDigitsOnly'],
    ['a number sent as a number', { cardNumber: 4111111111111111 }, 'cardNumber', 'CARD_NUMBER_INVALID', null],
    ['a 3-digit security code for Amex', { cardNumber: TEST_CARDS.amex.cardNumber, securityCode: '123' }, 'securityCode', 'CARD_SECURITY_CODE_INVALID', 'validation.card.securityCodeDigits'],
    ['a 4-digit security code for Visa', { securityCode: '1234' }, 'securityCode', 'CARD_SECURITY_CODE_INVALID', 'validation.card.securityCodeDigits'],
    ['no security code', { securityCode: undefined }, 'securityCode', 'CARD_SECURITY_CODE_INVALID', null],
    ['month 13', { expiryMonth: 13 }, 'expiryMonth', 'CARD_EXPIRY_INVALID', null],
    ['a month as text', { expiryMonth: '12' }, 'expiryMonth', 'CARD_EXPIRY_INVALID', null],
    ['a year of three digits', { expiryYear: 202 }, 'expiryYear', 'CARD_EXPIRY_INVALID', 'validation.card.expiryYear'],
    ['a year over ten years on', { expiryYear: testRunInstant().getUTCFullYear() + 11 }, 'expiryYear', 'CARD_EXPIRY_INVALID', 'validation.card.expiryYear'],
    ['last year', { expiryYear: testRunInstant().getUTCFullYear() - 1 }, 'expiryYear', 'CARD_EXPIRY_INVALID', 'validation.card.expired'],
    ['a name with digits', { cardholderName: 'Rory Quinn 2' }, 'cardholderName', 'CARDHOLDER_NAME_INVALID', 'validation.cardholderName.invalid'],
    ['a name of 61 characters', { cardholderName: 'R'.repeat(61) }, 'cardholderName', 'CARDHOLDER_NAME_INVALID', 'validation.cardholderName.tooLong'],
    ['a blank name', { cardholderName: '   ' }, 'cardholderName', 'CARDHOLDER_NAME_INVALID', 'validation.cardholderName.required'],
  ];

  it.each(refusals)('refuses %s with 400 naming the field', async (_case, change, field, code, messageKey) => {
    const answer = await calls.tokeniseRaw({ ...TEST_CARDS.visa, ...change }, await browser());
    expect(answer.status).toBe(400);
    const { messageKey: sentKey, messageParams, ...contract } = answer.body ?? {};
    expect(contract).toEqual({ message: expect.any(String), phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false, field });
    expect(sentKey ?? null).toBe(messageKey);
    if (!messageKey) expect(messageParams).toBeUndefined();
    const { rows } = await api.db.query('select 1 from payment_card_tokens');
    expect(rows).toEqual([]);
  });

  it('names a shared rule’s refusal by its message key and parameters, beside its en-US words', async () => {
    const answer = await calls.tokenise({ ...TEST_CARDS.visa, securityCode: '1234' }, await browser());
    expect(answer.refusal).toEqual({
      message: 'The security code is the 3 digits on the back of the card.',
      phoenixErrorMessages: { errorMessages: ['CARD_SECURITY_CODE_INVALID'] },
      nextStateURI: null,
      isRedirect: false,
      field: 'securityCode',
      messageKey: 'validation.card.securityCodeDigits',
      messageParams: { digits: 3, side: 'back' },
    });
  });

  it('is not served on the host origin: 404 there, and nothing stored', async () => {
    const answer = await calls.tokeniseRaw(TEST_CARDS.visa, await browser(), { base: api.hostUrl, origin: null });
    expect(answer.status).toBe(404);
    const { rows } = await api.db.query('select 1 from payment_card_tokens');
    expect(rows).toEqual([]);
  });

  it('needs a booking session: none is 401 CART_VALIDATION_FAILED, an ended one 401 SESSION_VALIDATION_FAILED', async () => {
    const none = await calls.tokenise(TEST_CARDS.visa, cookieJar());
    expect([none.status, none.refusal?.phoenixErrorMessages.errorMessages, none.refusal?.field]).toEqual([401, ['CART_VALIDATION_FAILED'], null]);
    const planted = await calls.tokenise(TEST_CARDS.visa, cookieJar('portico_booking_session=made-up-token'));
    expect([planted.status, planted.refusal?.phoenixErrorMessages.errorMessages]).toEqual([401, ['CART_VALIDATION_FAILED']]);
    const jar = await browser();
    clock.now = new Date(clock.now.getTime() + BOOKING_SESSION_IDLE_MS);
    const ended = await calls.tokenise(TEST_CARDS.visa, jar);
    expect([ended.status, ended.refusal?.phoenixErrorMessages.errorMessages]).toEqual([401, ['SESSION_VALIDATION_FAILED']]);
    const { rows } = await api.db.query('select 1 from payment_card_tokens');
    expect(rows).toEqual([]);
  });

  it('takes JSON only: a form or text body is 415', async () => {
    const jar = await browser();
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      const answer = await calls.tokeniseRaw('cardNumber=4111111111111111', jar, { contentType });
      expect([answer.status, answer.body?.field]).toEqual([415, null]);
    }
  });

  it('refuses a post from another site, as every state-changing call does', async () => {
    const answer = await calls.tokeniseRaw(TEST_CARDS.visa, await browser(), { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
  });
});

describe('the tokenising rate limit', () => {
  it('answers 429 PAYMENT_RATE_LIMITED in the contract’s shape once a client passes its cards a minute, refusals counted', async () => {
    await api.close();
    ({ api, clock, seedDay } = await startReservationTestApi({ config: { paymentTokenRateLimitPerMinute: 3 } }));
    calls = paymentCalls(api);
    const jar = await browser();
    expect((await calls.tokenise(TEST_CARDS.visa, jar)).status).toBe(201);
    expect((await calls.tokenise({ ...TEST_CARDS.visa, cardNumber: '4111' }, jar)).status).toBe(400);
    expect((await calls.tokenise(TEST_CARDS.visa, jar)).status).toBe(201);
    const limited = await calls.tokenise(TEST_CARDS.visa, jar);
    expect(limited.status).toBe(429);
    expect(limited.refusal).toEqual({
      message: expect.stringMatching(/^Too many cards were tried from this device\. Wait a minute and try again\. \(retry after/),
      phoenixErrorMessages: { errorMessages: ['PAYMENT_RATE_LIMITED'] },
      nextStateURI: null,
      isRedirect: false,
      field: null,
    });
    expect(paymentApiPaths.tokens).toBe('/payment/v1/tokens');
  });
});
