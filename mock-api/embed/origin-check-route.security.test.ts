import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedApiPaths, ORIGIN_CHECK_ERROR_CODE } from '../../shared/domain/embed-api';
import { startTestApi, TEST_HOST_ORIGIN, type TestApi } from '../testing/test-api';
import { readPageOrigin } from './origin-check-route';

const PARTNER_ORIGIN = 'https://partner.example';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ config: { allowedHostOrigins: [TEST_HOST_ORIGIN, PARTNER_ORIGIN] } });
});
afterAll(() => api.close());

/** The check as the loader makes it from a page: a plain cross-origin GET, whose Origin the browser sets. */
const check = (headers: Record<string, string> = {}, base = api.overlayUrl) => fetch(`${base}${embedApiPaths.originCheck}`, { headers });

function expectReadableByAnyPage(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('GET /embed/v1/origin-check on the overlay origin', () => {
  it('says an allowed host origin may frame the overlays', async () => {
    for (const origin of [TEST_HOST_ORIGIN, PARTNER_ORIGIN]) {
      const response = await check({ origin, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' });
      expect(response.status, origin).toBe(200);
      expect(await response.json()).toEqual({ origin, isAllowed: true, siteOrigin: TEST_HOST_ORIGIN });
      expectReadableByAnyPage(response);
    }
  });

  it('says any other origin may not, so the loader can fail visibly', async () => {
    for (const origin of ['https://evil.example', 'http://partner.example', 'https://partner.example:8443', 'https://sub.partner.example']) {
      const response = await check({ origin, 'sec-fetch-site': 'cross-site' });
      expect(response.status, origin).toBe(200);
      expect(await response.json()).toEqual({ origin, isAllowed: false, siteOrigin: TEST_HOST_ORIGIN });
      expectReadableByAnyPage(response);
    }
  });

  it('answers 400 with the error shape when no Origin is sent, or "null", readable by the page all the same', async () => {
    const missing = await check();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Send this request from the embedding page: its Origin header names the page to check, and none was sent.',
      phoenixErrorMessages: { errorMessages: [ORIGIN_CHECK_ERROR_CODE] },
      nextStateURI: null,
      isRedirect: false,
    });
    expectReadableByAnyPage(missing);

    const opaque = await check({ origin: 'null' });
    expect(opaque.status).toBe(400);
    expect(((await opaque.json()) as { message: string }).message).toMatch(/^The Origin header is "null": the page has no origin of its own/);
    expectReadableByAnyPage(opaque);
  });

  it.each([
    'partner.example',
    'https://partner.example/',
    'https://partner.example/page?x=1',
    'HTTPS://PARTNER.EXAMPLE',
    'file:///home/me/page.html',
    'javascript:alert(1)',
    'https://partner.example, https://evil.example',
    `https://partner.example/${'a'.repeat(300)}`,
  ])('answers 400 naming a malformed Origin: %s', async (origin) => {
    const response = await check({ origin });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] } };
    expect(body.phoenixErrorMessages.errorMessages).toEqual([ORIGIN_CHECK_ERROR_CODE]);
    expect(body.message).toMatch(/^The Origin header ".+" is not an origin such as https:\/\/hotel\.example\.$/);
    expect(body.message.length).toBeLessThan(200);
    expectReadableByAnyPage(response);
  });

  it('is not stopped by the same-site guard or a rate limit: a GET from another site changes nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => check({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })));
    expect(answers.map((response) => response.status)).toEqual(Array(30).fill(200));
  });

  it('does nothing for other methods, whose cross-site form the same-site guard refuses', async () => {
    const post = await fetch(`${api.overlayUrl}${embedApiPaths.originCheck}`, { method: 'POST', headers: { origin: 'https://evil.example' } });
    expect(post.status).toBe(403);
    const sameSitePost = await fetch(`${api.overlayUrl}${embedApiPaths.originCheck}`, { method: 'POST', headers: { origin: TEST_HOST_ORIGIN } });
    expect(sameSitePost.status).toBe(404);
  });

  it('is the overlay origin’s alone: the host origin answers 404', async () => {
    expect((await check({ origin: TEST_HOST_ORIGIN }, api.hostUrl)).status).toBe(404);
  });
});

describe('readPageOrigin', () => {
  it('takes a serialised http or https origin as it is', () => {
    expect(readPageOrigin('http://localhost:8082')).toEqual({ origin: 'http://localhost:8082' });
    expect(readPageOrigin('https://xn--hll-bma.example')).toEqual({ origin: 'https://xn--hll-bma.example' });
  });

  it('refuses repeated headers joined into one', () => {
    expect(readPageOrigin(['https://a.example', 'https://b.example'])).toHaveProperty('problem');
  });
});
