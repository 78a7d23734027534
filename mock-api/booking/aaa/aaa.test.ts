import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar } from '../../testing/booking-calls';
import { reservationCalls, startReservationTestApi } from '../../testing/reservation-calls';
import type { TestApi } from '../../testing/test-api';
import { travelAgentCalls } from '../../testing/travel-agent-calls';
import { AAA_NUMBERS } from '../../seed/travel-agent-fixtures';

let api: TestApi;
let calls: ReturnType<typeof travelAgentCalls>;
let signIn: ReturnType<typeof reservationCalls>['sessionOf'];

beforeAll(async () => {
  ({ api } = await startReservationTestApi());
  calls = travelAgentCalls(api);
  signIn = reservationCalls(api).sessionOf;
});
afterAll(() => api.close());

const CURRENT = '6203000000009995';
const CAA = '4295550000000018'; // lapsed (migration 0009)
const LAPSED = '6201000000000004';
const codeOf = (answer: { errors?: { extensions?: { code?: string; field?: string } }[] | undefined }) => answer.errors?.[0]?.extensions;

describe('aaaMembership (AAA get)', () => {
  it('answers the signed-in member’s saved number, null for a member with none and for a visitor', async () => {
    const ava = cookieJar(await signIn('ava.morgan@example.com'));
    expect((await calls.aaaMembership(ava)).data?.aaaMembership).toEqual({ number: AAA_NUMBERS['ava.morgan@example.com'], updatedAt: expect.stringMatching(/Z$/) });
    expect((await calls.aaaMembership(cookieJar(await signIn('liam.chen@example.com')))).data).toEqual({ aaaMembership: null });
    expect(await calls.aaaMembership(cookieJar())).toMatchObject({ data: { aaaMembership: null }, errors: undefined });
  });
});

describe('addAaaNumber and updateAaaNumber', () => {
  it('refuse a visitor (UNAUTHENTICATED) and save nothing', async () => {
    expect(codeOf(await calls.addAaaNumber(CURRENT))).toEqual({ code: 'UNAUTHENTICATED' });
    expect(codeOf(await calls.updateAaaNumber(CURRENT))).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('add saves a number once (then AAA_NUMBER_EXISTS); update replaces it, or AAA_NUMBER_MISSING when none is saved', async () => {
    const emma = cookieJar(await signIn('emma.walsh@example.com'));
    expect(codeOf(await calls.updateAaaNumber(CURRENT, emma))).toEqual({ code: 'AAA_NUMBER_MISSING', field: 'number' });
    const added = await calls.addAaaNumber('6203 0000 0000 9995', emma);
    expect(added.data?.addAaaNumber.number).toBe(CURRENT);
    expect(codeOf(await calls.addAaaNumber(CURRENT, emma))).toEqual({ code: 'AAA_NUMBER_EXISTS', field: 'number' });
    const updated = await calls.updateAaaNumber('6207770000123451', emma);
    expect(updated.data?.updateAaaNumber.number).toBe('6207770000123451');
    expect((await calls.aaaMembership(emma)).data?.aaaMembership?.number).toBe('6207770000123451');
  });

  it('refuse a malformed or lapsed number with BAD_USER_INPUT on number, saving nothing', async () => {
    const liam = cookieJar(await signIn('liam.chen@example.com'));
    for (const bad of ['6202000000000004', '12345', '4111111111111111', 'x'.repeat(500), LAPSED]) {
      expect(codeOf(await calls.addAaaNumber(bad, liam))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'number' });
    }
    // The shared rule's refusals name their message key, so the page says them in its own locale.
    const tooShort = (await calls.addAaaNumber('12345', liam)).errors?.[0];
    expect(tooShort?.message).toBe('An AAA membership number has 16 digits.');
    expect(tooShort?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'number', messageKey: 'validation.aaa.length', messageParams: { digits: 16 } });
    expect(codeOf(await calls.addAaaNumber('x'.repeat(500), liam))).toEqual({ code: 'BAD_USER_INPUT', field: 'number', messageKey: 'validation.aaa.length', messageParams: { digits: 16 } });
    expect(codeOf(await calls.addAaaNumber('6202000000000004', liam))).toEqual({ code: 'BAD_USER_INPUT', field: 'number', messageKey: 'validation.aaa.checkDigit' });
    expect(codeOf(await calls.addAaaNumber(LAPSED, liam))).toEqual({ code: 'BAD_USER_INPUT', field: 'number' });
    expect((await calls.aaaMembership(liam)).data?.aaaMembership).toBeNull();
  });
});

describe('validateAaaNumber', () => {
  it.each([
    [CURRENT, true, null],
    ['6202000000000004', false, /check the digits/],
    ['620200000000008', false, /16 digits/],
    [LAPSED, false, /lapsed on 2025-12-31/],
    [CAA, false, /lapsed/],
  ])('%s: valid %s', async (number, isValid, message) => {
    const answer = (await calls.validateAaaNumber(number, cookieJar())).data?.validateAaaNumber;
    expect(answer?.isValid).toBe(isValid);
    if (message) expect(answer?.message).toMatch(message);
    else expect(answer?.message).toBeNull();
  });
});
