import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_ORIGIN_HEADER } from '../../../shared/domain/embed-api';
import { STORAGE_ACCESS_SIGN_IN_PATH } from '../../../shared/domain/storage-access-api';
import { authCalls, cookieValue, statusAndCode } from '../../testing/auth-calls';
import { startTestApi, TEST_HOST_ORIGIN, TEST_OVERLAY_ORIGIN, type TestApi } from '../../testing/test-api';
import { testRunInstant } from '../../testing/test-instant';

const PARTNER = 'https://travel-blog.example';
const PASS = '__Host-portico_embed_pass';
const PARTITIONED_SESSION = '__Host-portico_session';

let api: TestApi;
let auth: ReturnType<typeof authCalls>;
const clock = { now: testRunInstant() };

beforeAll(async () => {
  api = await startTestApi({ clock: () => clock.now, config: { allowedHostOrigins: [TEST_HOST_ORIGIN, PARTNER] } });
  auth = authCalls(api);
});
afterAll(() => api.close());

/** A first-party sign-in as Ava: her session cookie and the pass it came with. */
async function signedInFirstParty() {
  const response = await auth.signInAsAva();
  return { session: `portico_session=${cookieValue(response, 'portico_session')!}`, pass: cookieValue(response, PASS), passLine: response.headers.getSetCookie().find((line) => line.startsWith(`${PASS}=`)) };
}

/** As an overlay framed on `page` asks, once the browser granted it storage access and so sends the pass. */
const signInThroughStorageAccess = (pass: string | undefined, { page = PARTNER as string | null, origin = TEST_OVERLAY_ORIGIN } = {}) =>
  fetch(`${api.overlayUrl}${STORAGE_ACCESS_SIGN_IN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(page ? { [TOP_ORIGIN_HEADER]: page } : {}), ...(pass ? { cookie: `${PASS}=${pass}` } : {}) },
    body: '{}',
  });

describe('a first-party sign-in shared with a partner page through storage access', () => {
  it('comes with a pass that only storage access lets a cross-site frame send: SameSite=None, not partitioned, httpOnly, Secure', async () => {
    const { passLine } = await signedInFirstParty();
    expect(passLine).toMatch(/; HttpOnly/);
    expect(passLine).toMatch(/; Secure/);
    expect(passLine).toMatch(/; SameSite=None/);
    expect(passLine).toMatch(/; Path=\//);
    expect(passLine).not.toMatch(/Partitioned|Domain=/);
  });

  it('signs the overlay on the partner page in with a partitioned session of its own, and issues that frame no pass', async () => {
    const { pass } = await signedInFirstParty();
    const answer = await signInThroughStorageAccess(pass);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ customerDetails: { firstName: 'Ava' }, mfaOption: null });
    expect(answer.headers.getSetCookie().find((line) => line.startsWith(`${PARTITIONED_SESSION}=`))).toMatch(/; Partitioned/);
    expect(answer.headers.getSetCookie().some((line) => line.startsWith(`${PASS}=`))).toBe(false);
    expect((await auth.userDetails(`${PARTITIONED_SESSION}=${cookieValue(answer, PARTITIONED_SESSION)!}`)).status).toBe('SUCCESS');
  });

  it('refuses a page that posts the pass itself, a frame on no partner page, and one on a page not allowed', async () => {
    const { pass } = await signedInFirstParty();
    expect(await statusAndCode(await signInThroughStorageAccess(pass, { origin: PARTNER }))).toEqual([403, 'EMBED_PASS_NOT_A_PARTNER_PAGE']);
    expect(await statusAndCode(await signInThroughStorageAccess(pass, { page: null }))).toEqual([403, 'EMBED_PASS_NOT_A_PARTNER_PAGE']);
    expect(await statusAndCode(await signInThroughStorageAccess(pass, { page: 'https://evil.example' }))).toEqual([403, 'EMBED_PASS_NOT_A_PARTNER_PAGE']);
  });

  it('says no pass reached the frame, and refuses a pass nobody made', async () => {
    expect(await statusAndCode(await signInThroughStorageAccess(undefined))).toEqual([401, 'EMBED_PASS_MISSING']);
    expect(await statusAndCode(await signInThroughStorageAccess('a'.repeat(43)))).toEqual([401, 'EMBED_PASS_ENDED']);
  });

  it('is worth nothing once the first-party sign-in ends, and the refusal clears it', async () => {
    const { session, pass } = await signedInFirstParty();
    const signedOut = await auth.signOut(session);
    expect(signedOut.headers.getSetCookie().find((line) => line.startsWith(`${PASS}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A browser that kept it anyway (or a copy of it) gets nothing for it.
    const refused = await signInThroughStorageAccess(pass);
    expect(refused.headers.getSetCookie().find((line) => line.startsWith(`${PASS}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await statusAndCode(refused)).toEqual([401, 'EMBED_PASS_ENDED']);
  });
});
