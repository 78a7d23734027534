import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedApiPaths, SIGN_IN_HANDOFF_SECONDS, TOP_ORIGIN_HEADER, type SignInHandoff } from '../../../shared/domain/embed-api';
import { authCalls, cookieValue, statusAndCode } from '../../testing/auth-calls';
import { startTestApi, TEST_HOST_ORIGIN, TEST_OVERLAY_ORIGIN, type TestApi } from '../../testing/test-api';
import { testRunInstant } from '../../testing/test-instant';

const PARTNER = 'https://travel-blog.example';
const OTHER_PARTNER = 'https://corporate-travel.example';
const PARTITIONED_SESSION = '__Host-portico_session';

let api: TestApi;
let auth: ReturnType<typeof authCalls>;
const clock = { now: testRunInstant() };
let firstPartySession: string;

beforeAll(async () => {
  api = await startTestApi({ clock: () => clock.now, config: { allowedHostOrigins: [TEST_HOST_ORIGIN, PARTNER, OTHER_PARTNER] } });
  auth = authCalls(api);
  firstPartySession = `portico_session=${cookieValue(await auth.signInAsAva(), 'portico_session')!}`;
});
afterAll(() => api.close());

/** As Portico's own window asks: its own origin, its first-party session cookie, no page around it. */
const mint = (forOrigin: string, headers: Record<string, string> = {}) =>
  fetch(`${api.overlayUrl}${embedApiPaths.signInHandoff}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_OVERLAY_ORIGIN, cookie: firstPartySession, ...headers },
    body: JSON.stringify({ forOrigin }),
  });

const minted = async (forOrigin = PARTNER) => (await (await mint(forOrigin)).json()) as SignInHandoff;

/** As the overlay framed on `page` spends it. */
const redeem = (token: string, page: string | null) =>
  fetch(`${api.overlayUrl}${embedApiPaths.redeemSignInHandoff}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_OVERLAY_ORIGIN, ...(page ? { [TOP_ORIGIN_HEADER]: page } : {}) },
    body: JSON.stringify({ token }),
  });

describe('a sign-in handed to a partner page', () => {
  it('signs the overlay framed on that page in, once, with a partitioned session of its own', async () => {
    const handoff = await minted();
    expect(handoff.forOrigin).toBe(PARTNER);
    expect(new Date(handoff.expiresAt).getTime() - clock.now.getTime()).toBe(SIGN_IN_HANDOFF_SECONDS * 1000);
    const spent = await redeem(handoff.token, PARTNER);
    expect(spent.status).toBe(200);
    expect(await spent.json()).toMatchObject({ customerDetails: { firstName: 'Ava' } });
    const session = spent.headers.getSetCookie().find((line) => line.startsWith(`${PARTITIONED_SESSION}=`));
    expect(session).toMatch(/; Partitioned/);
    expect((await auth.userDetails(`${PARTITIONED_SESSION}=${cookieValue(spent, PARTITIONED_SESSION)!}`)).status).toBe('SUCCESS');
  });

  it('cannot be replayed: the second use is refused, from the same page too', async () => {
    const { token } = await minted();
    expect((await redeem(token, PARTNER)).status).toBe(200);
    expect(await statusAndCode(await redeem(token, PARTNER))).toEqual([400, 'HANDOFF_SPENT']);
  });

  it('cannot be used from another page, and is spent by the attempt', async () => {
    const { token } = await minted();
    expect(await statusAndCode(await redeem(token, OTHER_PARTNER))).toEqual([400, 'HANDOFF_OTHER_PAGE']);
    expect(await statusAndCode(await redeem(token, PARTNER))).toEqual([400, 'HANDOFF_SPENT']);
  });

  it('cannot be used outside a partner page’s frame (no page named, or the chain’s own)', async () => {
    const { token } = await minted();
    expect(await statusAndCode(await redeem(token, null))).toEqual([400, 'HANDOFF_OTHER_PAGE']);
    expect(await statusAndCode(await redeem(token, TEST_HOST_ORIGIN))).toEqual([400, 'HANDOFF_OTHER_PAGE']);
  });

  it('cannot be used after its minute', async () => {
    const { token } = await minted();
    const mintedAt = clock.now;
    clock.now = new Date(mintedAt.getTime() + SIGN_IN_HANDOFF_SECONDS * 1000);
    try {
      expect(await statusAndCode(await redeem(token, PARTNER))).toEqual([400, 'HANDOFF_EXPIRED']);
    } finally {
      clock.now = mintedAt;
    }
  });

  it('is refused for a token never made', async () => {
    expect(await statusAndCode(await redeem('not-a-token', PARTNER))).toEqual([400, 'HANDOFF_UNKNOWN']);
  });
});

describe('minting a handoff', () => {
  it('needs a member signed in on Portico’s own window', async () => {
    expect(await statusAndCode(await mint(PARTNER, { cookie: '' }))).toEqual([401, 'HANDOFF_NOT_SIGNED_IN']);
  });

  it('is refused to a frame on a partner page, and to any other origin than the overlays’ own', async () => {
    expect(await statusAndCode(await mint(PARTNER, { [TOP_ORIGIN_HEADER]: PARTNER }))).toEqual([403, 'HANDOFF_FRAMED']);
    expect(await statusAndCode(await mint(PARTNER, { origin: PARTNER }))).toEqual([403, 'HANDOFF_FRAMED']);
  });

  it('is only for a partner page allowed to frame the overlays, on another site', async () => {
    for (const forOrigin of ['https://someone-else.example', TEST_HOST_ORIGIN, 'not an origin']) {
      expect(await statusAndCode(await mint(forOrigin))).toEqual([400, 'HANDOFF_NOT_A_PARTNER']);
    }
  });
});
