import { afterEach, describe, expect, it } from 'vitest';
import { authCalls, cookieValue } from '../testing/auth-calls';
import { collectedLogs, telemetryCalls } from '../testing/telemetry-calls';
import { startTestApi, type TestApi, type TestApiOptions } from '../testing/test-api';

let api: TestApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const at = new Date('2026-11-22T10:00:00Z');

async function start(options: TestApiOptions = {}) {
  api = await startTestApi({ clock: () => at, ...options });
  return { telemetry: telemetryCalls(api), auth: authCalls(api), db: api.db };
}

const context = { pageURI: '/hotels/nycts-portico-times-square/overview', localeKey: 'en_US', siteName: 'portico', applicationName: 'host' };
type DataLayerBody = { dataProperties: { key: string; value: string }[]; mvpOfferList: unknown[] };

describe('data layer', () => {
  it('answers a visitor as unauthenticated, echoing locale and page, and stores nothing without an event', async () => {
    const { telemetry, db } = await start();
    const response = await telemetry.dataLayer({ context });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      dataProperties: [
        { key: 'memState', value: 'unauthenticated' },
        { key: 'localeKey', value: 'en_US' },
        { key: 'pageURI', value: context.pageURI },
      ],
      mvpOfferList: [],
    });
    expect((await db.query('select 1 from data_layer_events')).rows).toHaveLength(0);
  });

  it('takes the page-load call’s breakpoint name and orientation, and echoes them', async () => {
    const { telemetry } = await start();
    const response = await telemetry.dataLayer({ context: { pageURI: '/', breakpoint: 'S', orientation: 'portrait' } });
    expect(((await response.json()) as DataLayerBody).dataProperties).toEqual(
      expect.arrayContaining([
        { key: 'breakpoint', value: 'S' },
        { key: 'orientation', value: 'portrait' },
      ]),
    );
    expect((await telemetry.dataLayer({ context: { pageURI: '/', breakpoint: 'XXXXXL' } })).status).toBe(400);
  });

  it('answers a signed-in member as authenticated with their tier, and stores the event against them', async () => {
    const { telemetry, auth, db } = await start();
    const cookie = `portico_session=${cookieValue(await auth.signInAsAva(), 'portico_session')}`;
    const event = { name: 'sign_in.opened', detail: { variant: 'standard', step: 1 } };
    const response = await telemetry.dataLayer({ context: { pageURI: '/' }, event }, { cookie }, api!.overlayUrl);
    expect(((await response.json()) as DataLayerBody).dataProperties).toEqual([
      { key: 'memState', value: 'authenticated' },
      { key: 'memberTier', value: 'Gold' },
      { key: 'pageURI', value: '/' },
    ]);
    const { rows } = await db.query(
      `select e.occurred_at as "occurredAt", e.name, e.detail, e.page_uri as "pageUri", m.first_name as member
         from data_layer_events e left join members m on m.id = e.member_id`,
    );
    expect(rows).toEqual([{ occurredAt: at, name: event.name, detail: event.detail, pageUri: '/', member: 'Ava' }]);
  });

  it('answers a remembered browser as remembered, with no tier', async () => {
    const { telemetry, auth } = await start();
    const signedIn = await auth.signInAsAva({ rememberMe: 'true' });
    await auth.signOut(`portico_session=${cookieValue(signedIn, 'portico_session')}`);
    const cookie = `portico_remembered=${cookieValue(signedIn, 'portico_remembered')}`;
    const body = (await (await telemetry.dataLayer({ context: { pageURI: '/' } }, { cookie })).json()) as DataLayerBody;
    expect(body.dataProperties.map(({ key, value }) => `${key}=${value}`)).toEqual(['memState=remembered', 'pageURI=/']);
  });

  it('stores an event of a visitor without a member', async () => {
    const { telemetry, db } = await start();
    await telemetry.dataLayer({ context: { pageURI: '/' }, event: { name: 'page.view' } });
    expect((await db.query('select name, detail, member_id as "memberId" from data_layer_events')).rows).toEqual([
      { name: 'page.view', detail: null, memberId: null },
    ]);
  });

  it.each([
    ['no body', undefined, 'The body must be a JSON object'],
    ['an array', [], 'The body must be a JSON object'],
    ['no context', {}, 'context must be an object'],
    ['no page', { context: {} }, 'context.pageURI'],
    ['a page of 2049 characters', { context: { pageURI: `/${'a'.repeat(2048)}` } }, 'context.pageURI'],
    ['a control character in the page', { context: { pageURI: '/a\nb' } }, 'context.pageURI'],
    ['a locale that is not text', { context: { pageURI: '/', localeKey: 3 } }, 'context.localeKey'],
    ['a long site name', { context: { pageURI: '/', siteName: 'x'.repeat(101) } }, 'context.siteName'],
    ['a long hotel code', { context: { pageURI: '/', marshaCode: 'NYCTSNYCTSNYCTSNY' } }, 'context.marshaCode'],
    ['an event without a name', { context, event: {} }, 'event.name'],
    ['an event name with a space', { context, event: { name: 'sign in' } }, 'event.name'],
    ['an event name of 65 characters', { context, event: { name: 'e'.repeat(65) } }, 'event.name'],
    ['an event that is text', { context, event: 'click' }, 'event must be an object'],
    ['a detail that is a list', { context, event: { name: 'x', detail: [1] } }, 'event.detail'],
    ['a detail holding NUL', { context, event: { name: 'x', detail: { a: 'b\u0000' } } }, 'event.detail'],
    ['a detail holding half a surrogate pair', { context, event: { name: 'x', detail: { a: '\ud800' } } }, 'event.detail'],
    ['a detail nested too deep', { context, event: { name: 'x', detail: { a: { b: { c: { d: { e: { f: 1 } } } } } } } }, 'event.detail'],
  ])('answers 400 naming the field for %s', async (_case, body, expected) => {
    const { telemetry, db } = await start();
    const response = await telemetry.dataLayer(body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { message: string; phoenixErrorMessages: { errorMessages: string[] } };
    expect(json.message).toContain(expected);
    expect(json.phoenixErrorMessages.errorMessages).toEqual(['BAD_REQUEST']);
    expect((await db.query('select 1 from data_layer_events')).rows).toHaveLength(0);
  });

  it('answers a body over 4 KB with 413 in the error shape', async () => {
    const { telemetry } = await start();
    const response = await telemetry.dataLayer({ context: { pageURI: '/' }, event: { name: 'x', detail: { a: 'b'.repeat(4096) } } });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ phoenixErrorMessages: { errorMessages: ['FST_ERR_CTP_BODY_TOO_LARGE'] } });
  });
});

describe('client logger', () => {
  it('logs the message through the request logger at the level asked, and answers 204', async () => {
    const logs = collectedLogs();
    const { telemetry } = await start({ config: { logLevel: 'info' }, logStream: logs.stream });
    expect((await telemetry.clientLog({ message: 'Bridge handshake timed out', level: 'warn' })).status).toBe(204);
    expect((await telemetry.clientLog({ message: 'Overlay opened' }, {}, api!.overlayUrl)).status).toBe(204);
    const clientLines = logs.lines.filter((line) => line.event === 'client_log');
    expect(clientLines).toEqual([
      expect.objectContaining({ level: 40, msg: 'Bridge handshake timed out', site: 'host', reqId: expect.any(String) }),
      expect.objectContaining({ level: 30, msg: 'Overlay opened', site: 'overlay' }),
    ]);
  });

  it('marks a browser’s lines as sent by a browser, never above warn, and without long digit runs', async () => {
    const logs = collectedLogs();
    const { telemetry } = await start({ config: { logLevel: 'info' }, logStream: logs.stream });
    expect((await telemetry.clientLog({ message: 'Card 4111111111111111 failed to render', level: 'error' })).status).toBe(204);
    expect(logs.lines.filter((line) => line.event === 'client_log')).toEqual([
      expect.objectContaining({ level: 40, source: 'client', clientLevel: 'error', msg: 'Card (digits) failed to render' }),
    ]);
    expect(logs.lines.some((line) => JSON.stringify(line).includes('4111111111111111'))).toBe(false);
  });

  it.each([
    ['no message', {}, 'message must be text of 1 to 2000 characters.'],
    ['an empty message', { message: '' }, 'message must be text of 1 to 2000 characters.'],
    ['a message of 2001 characters', { message: 'm'.repeat(2001) }, 'message must be text of 1 to 2000 characters.'],
    ['a message that is not text', { message: { text: 'x' } }, 'message must be text of 1 to 2000 characters.'],
    ['an unknown level', { message: 'x', level: 'fatal' }, 'level must be one of error, warn, info.'],
    ['a list', ['x'], 'The body must be a JSON object with a message.'],
  ])('answers 400 for %s', async (_case, body, message) => {
    const { telemetry } = await start();
    const response = await telemetry.clientLog(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, phoenixErrorMessages: { errorMessages: ['BAD_REQUEST'] }, nextStateURI: null, isRedirect: false });
  });
});
