import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeLocale, supportedLocaleOf, type SupportedLocale } from '../../shared/domain/locales';
import { LOCALE_COOKIE, LOCALE_QUERY, pageLocaleOf } from '../../shared/domain/page-locale';
import type { RuntimeConfig } from '../../shared/domain/runtime-config';
import type { InProcessFetch, PageRenderer, PageRendererModule } from '../../shared/ssr/page-renderer';
import { SESSION_COOKIE } from '../auth/cookies';
import { BOOKING_SESSION_COOKIE } from '../booking/booking-session-cookie';
import { compressedHtml } from './compressed-html';
import { saveLinkTokenFor } from './save-link-cookie';

/**
 * The server renderer an app's build made (`dist/server/{folder}/entry-server.js`), or null when the
 * build has none: the app's pages are then its HTML shell alone, rendered in the browser.
 */
export async function loadPageRenderer(distDir: string, folder: string, runtimeConfig: RuntimeConfig, html: string, clock: () => Date): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'server', folder, 'entry-server.js');
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as PageRendererModule;
  return module.createPageRenderer({ runtimeConfig, html, clock });
}

/**
 * The page's reads, answered by this server in-process (Fastify's inject: every hook, check and limit a
 * browser's call meets, with no socket), as the browser that asked for the page, with its cookies and
 * address. Cookies the answers set are kept for the page's own reply.
 */
export function inProcessFetchFor(app: FastifyInstance, request: FastifyRequest, setCookies: string[], locale: string): InProcessFetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), `http://${request.headers.host ?? 'localhost'}`);
    const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers).entries());
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers.host) headers.host = request.headers.host;
    if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
    // The API words its texts in the page's language, whatever the browser's own is.
    headers['accept-language'] = locale;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const cookies = answer.headers['set-cookie'];
    if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && name !== 'set-cookie') responseHeaders.set(name, String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * A page rendered for this request, streamed. A page rendered with a session is that member's alone, so
 * no cache keeps it; any other is private to the browser and checked again before reuse. If the render
 * fails the browser gets the app's shell and renders the page itself, as it did before pages were
 * rendered on the server.
 */
export async function sendRenderedPage(
  app: FastifyInstance,
  render: PageRenderer,
  request: FastifyRequest,
  reply: FastifyReply,
  shell: string,
  { withSaveLinkToken = false }: { withSaveLinkToken?: boolean } = {},
) {
  const setCookies: string[] = [];
  const url = `${request.protocol}://${request.headers.host ?? 'localhost'}${request.url}`;
  let page;
  try {
    const locale = localeOfPage(request, reply);
    const saveLinkToken = withSaveLinkToken ? saveLinkTokenFor(request, reply) : null;
    page = await render({ url, fetch: inProcessFetchFor(app, request, setCookies, locale), preferredLocale: preferredLocaleOf(request), locale, saveLinkToken });
  } catch (error) {
    request.log.error({ err: error, path: request.url.split('?')[0] }, 'server render failed; sending the page shell');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(compressedHtml(request, reply, shell));
  }
  for (const cookie of setCookies) reply.header('set-cookie', cookie);
  // A member's session or a visitor's booking session: either page may hold what is theirs (a profile, a cart).
  const hasSession = request.cookies[SESSION_COOKIE] !== undefined || request.cookies[BOOKING_SESSION_COOKIE] !== undefined;
  reply.header('cache-control', hasSession ? 'private, no-store' : 'private, no-cache').header('vary', 'Cookie, Accept-Language');
  if (page.kind === 'redirect') return reply.code(page.status).header('location', page.location).send();
  return reply.code(page.status).type('text/html; charset=utf-8').send(compressedHtml(request, reply, Readable.from(page.html)));
}

/**
 * The page's locale (its address, the visitor's earlier choice, the browser); a locale the address names
 * is kept in the cookie for the pages after it, as the language selector's links rely on.
 */
function localeOfPage(request: FastifyRequest, reply: FastifyReply): SupportedLocale {
  const query = new URL(request.url, 'http://page').searchParams.get(LOCALE_QUERY);
  const locale = pageLocaleOf({ query, cookie: request.cookies[LOCALE_COOKIE], browser: preferredLocaleOf(request) });
  if (supportedLocaleOf(query) === locale && request.cookies[LOCALE_COOKIE] !== locale) {
    reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', httpOnly: true, secure: request.protocol === 'https', maxAge: LOCALE_COOKIE_SECONDS });
  }
  return locale;
}

/** A language choice outlives sessions: a year. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The first language of Accept-Language (`fr-CA,fr;q=0.9` → `fr-CA`), as browsers put their own first. */
export function preferredLocaleOf(request: FastifyRequest): string | null {
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  return normalizeLocale(first);
}
