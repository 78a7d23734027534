import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentApiPaths, type CardTokenRequest } from '../../../shared/domain/payment-api';
import { cardNumbersOutsideIds as cardNumbersIn } from '../../../shared/testing/card-scan';
import { cookieJar, type CookieJar } from '../../testing/booking-calls';
import { paymentCalls, TEST_CARDS } from '../../testing/payment-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { holdCart } from './testing/held-carts';

/** Every line the server logs, at its most talkative level. */
const logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };

let api: TestApi;
let seedDay: string;
let calls: ReturnType<typeof paymentCalls>;

beforeAll(async () => {
  ({ api, seedDay } = await startReservationTestApi({ config: { logLevel: 'trace', paymentTokenRateLimitPerMinute: 100_000 }, logStream }));
  calls = paymentCalls(api);
});
afterAll(() => api.close());

const digitsOf = (card: CardTokenRequest) => card.cardNumber.replace(/\D/g, '');

/**
 * AAA and CAA membership numbers (issue 16) are 16 digits with a Luhn check digit, issued from 620 and
 * 429, so a scan reads them as UnionPay and Visa numbers. They are no cards, and they stay in these tables.
 */
const AAA_TABLES = ['member_aaa_numbers', 'lapsed_aaa_memberships'];
const isAaaRow = (row: string) => AAA_TABLES.some((table) => row.startsWith(`${table}:`));

/** Every row of every table, as row_to_json prints it (bytea as \x and hex), named by its table. */
async function everyRow(): Promise<string[]> {
  const { rows: tables } = await api.db.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
  const rows: string[] = [];
  for (const { name } of tables) {
    const { rows: data } = await api.db.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t`);
    rows.push(...data.map((item) => `${name}: ${item.row}`));
  }
  return rows;
}

async function browser(jar: CookieJar = cookieJar()) {
  return { jar, cart: await holdCart(api, seedDay, jar, { ratePlanCode: 'PREPAY' }) };
}

describe('card data at rest and in the log', () => {
  beforeAll(async () => {
    // Every test card tokenised and paid with (the declined one refused), one saved by a member, and
    // the refusals a guest can meet, with numbers and codes in them.
    const visitor = await browser();
    let cart = visitor.cart;
    for (const card of Object.values(TEST_CARDS)) {
      const token = await calls.tokenOf(card, visitor.jar);
      const paid = await calls.updateCartPayment({ cartId: cart.id, revisionNumber: cart.revisionNumber, paymentToken: token, saveCard: false }, visitor.jar);
      if (paid.data) cart = { ...cart, revisionNumber: paid.data.updateCartPayment.revisionNumber };
    }
    const liam = await browser(cookieJar(await reservationCalls(api).sessionOf('liam.chen@example.com')));
    await calls.payCart(liam.cart, liam.jar, TEST_CARDS.amex, true);
    await calls.paymentInfo(liam.cart.id, liam.jar);
    await calls.tokenise({ ...TEST_CARDS.visa, securityCode: '12345' }, visitor.jar);
    await calls.tokenise({ ...TEST_CARDS.visa, cardNumber: '4111 1111 1111 1112' }, visitor.jar);
    await calls.tokenise({ ...TEST_CARDS.visa, cardholderName: `Rory ${digitsOf(TEST_CARDS.visa)}` }, visitor.jar);
    await calls.tokeniseRaw(`{"cardNumber": ${digitsOf(TEST_CARDS.mastercard)}x, "securityCode": "737"`, visitor.jar);
    await calls.tokeniseRaw(`[${digitsOf(TEST_CARDS.mastercard)},]`, visitor.jar);
    await calls.tokeniseRaw({ [`${digitsOf(TEST_CARDS.visa)}\u0000`]: '737' }, visitor.jar);
    await calls.tokeniseRaw({ ...TEST_CARDS.visa, cardholderName: 'x'.repeat(5000) }, visitor.jar);
    await calls.tokeniseRaw(TEST_CARDS.visa, visitor.jar, { base: api.hostUrl });
    await calls.tokenise(TEST_CARDS.visa, cookieJar());
    for (const base of [api.hostUrl, api.overlayUrl]) await fetch(`${base}${paymentApiPaths.tokens}?cardNumber=${digitsOf(TEST_CARDS.visa)}&securityCode=737`);
  });

  it('keeps every number out of every table but the vault’s ciphertext, and no security code anywhere', async () => {
    const rows = await everyRow();
    expect(rows.filter((row) => row.startsWith('payment_card_tokens:'))).toHaveLength(Object.keys(TEST_CARDS).length + 1);
    expect(rows.filter((row) => row.startsWith('member_payment_cards:'))).toHaveLength(1);
    expect(cardNumbersIn(rows.filter((row) => !isAaaRow(row)).join('\n'))).toEqual([]);
    for (const card of Object.values(TEST_CARDS)) expect(rows.join('\n')).not.toContain(digitsOf(card));
    for (const code of ['"123"', '"737"', '"7373"', '"12345"']) expect(rows.filter((row) => row.includes(code))).toEqual([]);
  });

  it('logs no card number and no security code, the refusals and unreadable bodies included', () => {
    expect(logLines.length).toBeGreaterThan(50);
    const log = logLines.join('');
    expect(log).toContain('card tokenised');
    expect(cardNumbersIn(log)).toEqual([]);
    for (const card of Object.values(TEST_CARDS)) expect(log).not.toContain(digitsOf(card));
    // The field is named in a refusal ("field":"securityCode"); its value never appears, as a key's or alone.
    expect(logLines.filter((line) => /"securityCode":|"123"|"737"|"7373"|"12345"/.test(line))).toEqual([]);
    expect(log).toContain('/payment/v1/tokens?cardNumber=(digits)&securityCode=737');
  });
});

describe('what the tokenising call answers to a bad body', () => {
  it('never quotes the body back: an unreadable JSON body with a number in it is answered in fixed words', async () => {
    const { jar } = await browser();
    for (const body of [`{"cardNumber": ${digitsOf(TEST_CARDS.visa)}x}`, `[${digitsOf(TEST_CARDS.visa)},]`, `x${digitsOf(TEST_CARDS.visa)}`]) {
      const answer = await calls.tokeniseRaw(body, jar);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ phoenixErrorMessages: { errorMessages: [expect.any(String)] }, field: null });
      expect(JSON.stringify(answer.body)).not.toContain('4111');
    }
    const huge = await calls.tokeniseRaw({ ...TEST_CARDS.visa, cardholderName: 'x'.repeat(5000) }, jar);
    expect([huge.status, huge.body?.field]).toEqual([413, null]);
  });

  const hostile = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('\u0000', '4111 1111 1111 1111\u0000', 'a'.repeat(900), '', ' ', '{"$ne":null}', 'half a pair \ud800', '١٢', '4111111111111111'.repeat(3)),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  );
  const fields: (keyof CardTokenRequest)[] = ['cardNumber', 'securityCode', 'expiryMonth', 'expiryYear', 'cardholderName'];

  it('answers fuzzed cards (wrong types, huge and empty strings, NUL, missing fields) with a 4xx or a token, never a 5xx', async () => {
    const { jar } = await browser();
    await fc.assert(
      fc.asyncProperty(fc.record(Object.fromEntries(fields.map((field) => [field, hostile])), { requiredKeys: [] }), async (changes) => {
        const answer = await calls.tokeniseRaw({ ...TEST_CARDS.visa, ...changes }, jar);
        expect(answer.status === 201 || (answer.status >= 400 && answer.status < 500)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('answers fuzzed whole bodies the same way', async () => {
    const { jar } = await browser();
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostile, fc.json()), async (body) => {
        const answer = await calls.tokeniseRaw(typeof body === 'string' ? body : JSON.stringify(body), jar);
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('answers fuzzed payment tokens and revisions on updateCartPayment with an error code, never a 5xx', async () => {
    const { jar, cart } = await browser();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.integer(), async (paymentToken, revisionNumber) => {
        const answer = await calls.updateCartPayment({ cartId: cart.id, revisionNumber, paymentToken, saveCard: false }, jar);
        expect(answer.status).toBeLessThan(500);
        expect(answer.errors?.[0]?.extensions?.code).toMatch(/^(PAYMENT_TOKEN_INVALID|STALE_REVISION|BAD_REQUEST|BAD_USER_INPUT)$/);
      }),
      { numRuns: 60 },
    );
  });
});
