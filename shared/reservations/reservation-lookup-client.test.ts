import { afterEach, describe, expect, it, vi } from 'vitest';
import { reservationApiPaths } from '../domain/paths';
import { ReservationApiError, submitReservationLookup } from './reservation-lookup-client';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function answer(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

const found = { confirmationNumber: '71234567', nextStateURI: '/reservation/upcomingReservation.mi?confirmationNumber=71234567', isRedirect: true };
const refusal = (code: string) => ({ message: 'No.', phoenixErrorMessages: { errorMessages: [code] }, nextStateURI: null, isRedirect: false });

describe('submitReservationLookup', () => {
  it('posts only the two fields as JSON to the lookup call, with the locale and the cookies', async () => {
    answer(200, found);
    const request = { confirmationNumber: '71234567', lastName: 'Morgan', extra: 'not sent' };
    await expect(submitReservationLookup(request, { locale: 'en-GB' })).resolves.toEqual(found);
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe(reservationApiPaths.submitReservationLookup);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'accept-language': 'en-GB' });
    expect(JSON.parse(String(init.body))).toEqual({ confirmationNumber: '71234567', lastName: 'Morgan' });
  });

  it('rejects a refusal with its status and the first code the server named', async () => {
    answer(404, refusal('RESERVATION_NOT_FOUND'));
    const error = await submitReservationLookup({ confirmationNumber: '1', lastName: 'X' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ReservationApiError);
    expect(error).toMatchObject({ status: 404, code: 'RESERVATION_NOT_FOUND', message: 'No.' });
  });

  it('rejects an answer it cannot read without a code, whatever its status', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(submitReservationLookup({ confirmationNumber: '1', lastName: 'X' })).rejects.toMatchObject({ status: 502, code: undefined });
    answer(200, { isRedirect: true });
    await expect(submitReservationLookup({ confirmationNumber: '1', lastName: 'X' })).rejects.toMatchObject({ status: 200, code: undefined });
  });

  it('lets a request that got no answer reject with fetch’s own error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await submitReservationLookup({ confirmationNumber: '1', lastName: 'X' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).not.toBeInstanceOf(ReservationApiError);
  });
});
