import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/booking/search-criteria';
import { BOOKING_CODE_MAX_ATTEMPTS, BOOKING_CODE_MINUTES, BOOKING_CODES_PER_HOUR } from '../../../shared/domain/booking-code';
import { FIXTURE_CONFIRMATION_NUMBERS as N } from '../../seed/reservation-fixtures';
import { accountCalls, codeOf } from '../../testing/account-calls';
import { graphQlCalls } from '../../testing/graphql-calls';
import { modifyCalls } from '../../testing/modify-calls';
import { reservationCalls, startReservationTestApi, type TestClock } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';

let api: TestApi;
let clock: TestClock;
let calls: ReturnType<typeof reservationCalls>;
let seedDay: string;
let start: Date;

beforeAll(async () => {
  ({ api, calls, clock, seedDay } = await startReservationTestApi());
  start = clock.now;
});
afterAll(() => api.close());
// Each test an hour on, so the booking's codes of the hour before count against nothing.
beforeEach(() => {
  start = new Date(start.getTime() + 2 * 60 * 60_000);
  clock.now = start;
});

const LIAM = 'liam.chen@example.com';
type Answer = { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string; attemptsLeft?: number } }[] };

const sendCode = async (cookie: string, confirmationNumber: string = N.liamNewYorkRoom1): Promise<Answer> =>
  (
    await graphQlCalls(api).post(
      'SendBookingCode',
      'mutation SendBookingCode($input: SendBookingCodeInput!) { sendBookingCode(input: $input) { sentTo } }',
      { input: { confirmationNumber, locale: 'en-US' } },
      { cookie },
    )
  ).body as Answer;

const verifyCode = async (cookie: string, code: string, confirmationNumber: string = N.liamNewYorkRoom1): Promise<Answer> =>
  (
    await graphQlCalls(api).post(
      'VerifyBookingCode',
      'mutation VerifyBookingCode($input: VerifyBookingCodeInput!) { verifyBookingCode(input: $input) { id bookerProof { sentTo } items { isModifiable } } }',
      { input: { confirmationNumber, code } },
      { cookie },
    )
  ).body as Answer;

const errorCodeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;

/** The newest code e-mailed to Liam, once `count` booking codes reached him. */
const latestCode = (count: number) =>
  vi.waitFor(
    async () => {
      const messages = (await accountCalls(api).inbox(LIAM)).filter((message) => message.subject?.startsWith('Your code for booking'));
      if (messages.length < count) throw new Error(`${messages.length} of ${count} codes arrived`);
      return codeOf(messages[0]!);
    },
    { timeout: 10_000, interval: 25 },
  );
let codesSent = 0;
async function codeFor(cookie: string) {
  expect((await sendCode(cookie)).data).toEqual({ sendBookingCode: { sentTo: 'l••••@example.com' } });
  codesSent += 1;
  return latestCode(codesSent);
}

const proofOf = async (cookie: string) =>
  ((await calls.order(N.liamNewYorkRoom1, cookie, 'bookerProof { sentTo } items { isModifiable }')) as { data: { reservationOrder: { bookerProof: { sentTo: string } | null; items: { isModifiable: boolean }[] } } }).data
    .reservationOrder;

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a lookup proven by the code e-mailed to the booking', () => {
  it('may change the booking it could only read before, and spends no points', async () => {
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    expect(await proofOf(chen)).toEqual({ bookerProof: { sentTo: 'l••••@example.com' }, items: [{ isModifiable: false }, { isModifiable: false }] });
    const stay = { confirmationNumber: N.liamNewYorkRoom1, propertyId: 'NYCTS', checkInDate: addDays(seedDay, 30), checkOutDate: addDays(seedDay, 32), numAdultsPerRoom: 1 };
    expect((await modifyCalls(api).search(stay, chen)).status[0]?.code).toBe('E_MOD_DISALLOW');

    const code = await codeFor(chen);
    const message = (await accountCalls(api).inbox(LIAM))[0]!;
    expect(message.subject).toBe(`Your code for booking ${N.liamNewYorkRoom1}`);
    expect(message.text).toContain(`It works for ${BOOKING_CODE_MINUTES} minutes`);
    expect((await verifyCode(chen, ` ${code.slice(0, 3)} ${code.slice(3)} `)).data).toEqual({
      verifyBookingCode: { id: expect.any(String), bookerProof: null, items: [{ isModifiable: true }, { isModifiable: true }] },
    });
    expect(await proofOf(chen)).toMatchObject({ bookerProof: null });
    expect((await modifyCalls(api).search(stay, chen)).status[0]?.code).toBe('SUCCESS');
    // The code works once.
    expect(errorCodeOf(await verifyCode(chen, code))).toBe('BAD_USER_INPUT');
  });

  it('is this browser’s alone: another browser’s lookup of the same booking is still refused, and cannot use the code', async () => {
    const mine = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const theirs = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const code = await codeFor(mine);
    expect(errorCodeOf(await verifyCode(theirs, code))).toBe('BOOKING_CODE_EXPIRED');
    expect(await proofOf(theirs)).toMatchObject({ bookerProof: { sentTo: 'l••••@example.com' } });
    expect(errorCodeOf(await verifyCode(mine, code))).toBeUndefined();
  });

  it('ends with the lookup: thirty minutes on, the browser looks the booking up and proves it again', async () => {
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    await verifyCode(chen, await codeFor(chen));
    expect(await proofOf(chen)).toMatchObject({ bookerProof: null });
    clock.now = new Date(start.getTime() + 31 * 60_000);
    const again = await calls.grantFor(N.liamNewYorkRoom1, 'Chen', chen);
    expect(await proofOf(again)).toMatchObject({ bookerProof: { sentTo: 'l••••@example.com' } });
  });
});

describe('the code’s own limits', () => {
  it('five wrong codes end it, each telling how many tries are left', async () => {
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const code = await codeFor(chen);
    const answers = [];
    for (let attempt = 0; attempt < BOOKING_CODE_MAX_ATTEMPTS; attempt += 1) answers.push((await verifyCode(chen, wrongCode(code))).errors?.[0]?.extensions);
    expect(answers.map((extensions) => [extensions?.code, extensions?.attemptsLeft])).toEqual([
      ['BOOKING_CODE_WRONG', 4],
      ['BOOKING_CODE_WRONG', 3],
      ['BOOKING_CODE_WRONG', 2],
      ['BOOKING_CODE_WRONG', 1],
      ['BOOKING_CODE_EXPIRED', undefined],
    ]);
    expect(errorCodeOf(await verifyCode(chen, code))).toBe('BOOKING_CODE_EXPIRED');
    expect(await proofOf(chen)).toMatchObject({ bookerProof: { sentTo: 'l••••@example.com' } });
  });

  it('works for ten minutes, and a new code ends the one before', async () => {
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    const first = await codeFor(chen);
    const second = await codeFor(chen);
    if (first !== second) expect(errorCodeOf(await verifyCode(chen, first))).toBe('BOOKING_CODE_WRONG');
    clock.now = new Date(start.getTime() + BOOKING_CODE_MINUTES * 60_000 + 1000);
    expect(errorCodeOf(await verifyCode(chen, second))).toBe('BOOKING_CODE_EXPIRED');
  });

  it(`goes to one booking at most ${BOOKING_CODES_PER_HOUR} times an hour, however many browsers ask`, async () => {
    const browsers = await Promise.all(Array.from({ length: BOOKING_CODES_PER_HOUR + 2 }, () => calls.grantFor(N.liamNewYorkRoom1, 'Chen')));
    const answers = await Promise.all(browsers.map((cookie) => sendCode(cookie)));
    const sent = answers.filter((answer) => answer.data?.sendBookingCode);
    codesSent += sent.length;
    expect(sent).toHaveLength(BOOKING_CODES_PER_HOUR);
    expect(answers.filter((answer) => errorCodeOf(answer) === 'BOOKING_CODE_LIMIT')).toHaveLength(2);
    await latestCode(codesSent);
  });

  it('is refused, changing nothing, to a browser without a lookup of the whole order, and to a code that is not six digits', async () => {
    expect(errorCodeOf(await sendCode(''))).toBe('RESERVATION_NOT_PERMITTED');
    const okafor = await calls.grantFor(N.liamLondonRoom2, 'Okafor');
    expect(errorCodeOf(await sendCode(okafor, N.liamLondonRoom2))).toBe('RESERVATION_NOT_PERMITTED');
    const liam = await calls.sessionOf(LIAM);
    expect(errorCodeOf(await sendCode(liam))).toBe('BAD_USER_INPUT');
    const chen = await calls.grantFor(N.liamNewYorkRoom1, 'Chen');
    expect((await verifyCode(chen, '12345')).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
    expect((await verifyCode(chen, 'abcdef')).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'code' } });
  });
});
