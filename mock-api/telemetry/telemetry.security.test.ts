import { afterEach, describe, expect, it } from 'vitest';
import { authCalls } from '../testing/auth-calls';
import { telemetryCalls } from '../testing/telemetry-calls';
import { startTestApi, type TestApi } from '../testing/test-api';
import { TELEMETRY_RATE_LIMIT_PER_MINUTE } from './telemetry-routes';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const body = { context: { pageURI: '/' } };

describe('per-client rate limit on telemetry', () => {
  it(`allows ${TELEMETRY_RATE_LIMIT_PER_MINUTE} data-layer calls a minute across both origins, then answers 429`, async () => {
    api = await startTestApi();
    const telemetry = telemetryCalls(api);
    const statuses = new Set<number>();
    for (let call = 0; call < TELEMETRY_RATE_LIMIT_PER_MINUTE; call += 1) {
      statuses.add((await telemetry.dataLayer(body, {}, call % 2 ? api.hostUrl : api.overlayUrl)).status);
    }
    expect([...statuses]).toEqual([200]);
    const refused = await telemetry.dataLayer(body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({
      phoenixErrorMessages: { errorMessages: ['TOO_MANY_REQUESTS'] },
      nextStateURI: null,
      isRedirect: false,
    });
  });

  it('keeps separate counters for the data layer, the logger and sign-in', async () => {
    api = await startTestApi({ telemetryRateLimitPerMinute: 2, signInRateLimitPerMinute: 2 });
    const telemetry = telemetryCalls(api);
    const dataLayer = [await telemetry.dataLayer(body), await telemetry.dataLayer(body), await telemetry.dataLayer(body)];
    expect(dataLayer.map((response) => response.status)).toEqual([200, 200, 429]);
    expect((await telemetry.clientLog({ message: 'still heard' })).status).toBe(204);
    expect((await authCalls(api).signInAsAva()).status).toBe(200);
  });
});
