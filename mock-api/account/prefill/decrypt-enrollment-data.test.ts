import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApiPaths, ENROLLMENT_PREFILL_DAYS, type EnrollmentPrefill } from '../../../shared/domain/account-api';
import { startAccountTestApi, type AccountTestApi } from '../../testing/account-calls';
import type { TestApi } from '../../testing/test-api';
import { loadPrefillKey, sealPrefill, type PrefillKey } from './prefill-seal';

const ANA: EnrollmentPrefill = { givenName: 'Ana', surname: 'Silva', email: 'ana.silva@example.com', address: null };

let api: TestApi;
let clock: AccountTestApi['clock'];
let key: PrefillKey;

beforeAll(async () => {
  ({ api, clock } = await startAccountTestApi());
  key = await loadPrefillKey(api.db);
});
afterAll(() => api.close());

const open = (body: unknown) =>
  fetch(`${api.hostUrl}${accountApiPaths.decryptEnrollmentData}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('decryptEnrollmentData', () => {
  it('opens a join link’s prefill sealed under the database’s key, which stays the same for every load', async () => {
    expect((await loadPrefillKey(api.db)).id).toBe(key.id);
    const response = await open({ data: sealPrefill(key, ANA, clock.now) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ prefill: ANA });
  });

  it('refuses a prefill that was altered, sealed under another key, or is not one at all, in words the page can say', async () => {
    const sealed = sealPrefill(key, ANA, clock.now);
    const [keyPart, body] = sealed.split('.') as [string, string];
    const flipped = `${keyPart}.${body.slice(0, 20)}${body[20] === 'A' ? 'B' : 'A'}${body.slice(21)}`;
    const stranger = sealPrefill({ id: key.id, key: randomBytes(32) }, ANA, clock.now);
    for (const data of [flipped, stranger, 'not-a-prefill', `${keyPart}.`]) {
      const response = await open({ data });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ errorCode: 'ENROLLMENT_DATA_INVALID', messageKey: 'refusal.account.prefillInvalid' });
    }
  });

  it(`refuses one sealed more than ${ENROLLMENT_PREFILL_DAYS} days ago as expired`, async () => {
    const sealed = sealPrefill(key, ANA, new Date(clock.now.getTime() - (ENROLLMENT_PREFILL_DAYS * 24 + 1) * 60 * 60_000));
    const response = await open({ data: sealed });
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ errorCode: 'ENROLLMENT_DATA_EXPIRED', messageParams: { days: ENROLLMENT_PREFILL_DAYS } });
  });

  it('refuses a sealed prefill holding what joining would refuse, and a body without one', async () => {
    const response = await open({ data: sealPrefill(key, { ...ANA, email: 'not an address' }, clock.now) });
    expect(await response.json()).toMatchObject({ errorCode: 'ENROLLMENT_DATA_INVALID' });
    for (const body of [{}, { data: 42 }, { data: 'x'.repeat(2_001) }]) {
      const refused = await open(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ errorCode: 'BAD_USER_INPUT', field: 'data' });
    }
  });
});
