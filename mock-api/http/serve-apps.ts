import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { embedApiPaths } from '../../shared/domain/embed-api';
import { overlayRegistry } from '../../shared/domain/overlay-registry';
import type { RuntimeConfig } from '../../shared/domain/runtime-config';
import { loadAppHtml } from './app-html';
import { compressedHtml } from './compressed-html';
import { loadPageRenderer, sendRenderedPage } from './page-rendering';
import { guardReservationPages, type ReservationPageGuardOptions } from './reservation-page-guard';

/** Built overlay apps and the pages that open them, from the overlay registry (vite.config.ts builds the same folders). */
export const overlayApps = Object.entries(overlayRegistry).map(([name, overlay]) => ({
  name,
  folder: overlay.entry,
  pages: Object.values(overlay.pages) as string[],
}));

// Paths under these are API calls (auth and GraphQL under /mi/, the data layer under /aries-common/, the
// tokenising call under /payment/) or built files (/assets/): a mistyped one answers a JSON 404, never the
// host app's HTML, whatever the client accepts (a script tag accepts any type).
const NOT_PAGE_PREFIXES = ['/mi/', '/aries-common/', '/payment/', '/assets/'];
// A page's last segment has no extension or the booking engine's `.mi`; anything else (a missing
// favicon.ico, robots.txt or package.json) is a file that is not there, not a page.
const FILE_NAME = /\.(?!mi$)[^/.]+$/;

function isPagePath(url: string) {
  const [pathname = url] = url.split('?');
  return !NOT_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !FILE_NAME.test(pathname);
}
// Hashed file names never change content, so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A path nothing answers: a JSON 404 naming it without its query string, and no log line (Fastify's own
 * handler logs the whole address, query and all, which may hold anything a client put there).
 */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ message: `Nothing is served at ${request.method} ${request.url.split('?')[0]}.` });
}

/**
 * A page address answers its page to whoever asks, a link checker's or curl's any-type Accept and a request with no
 * Accept at all included: only a client that prefers JSON to HTML gets the JSON 404.
 */
function prefersJson(request: FastifyRequest) {
  return new Negotiator(request).mediaType(['text/html', 'application/json']) === 'application/json';
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(compressedHtml(request, reply, html));
}

function setAssetHeaders(reply: FastifyReply, filePath: string) {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', IMMUTABLE);
}

/**
 * The host app: its files, and its pages for every other GET that is not an API call, rendered on the
 * server (or, with no server renderer built, index.html for the browser to render); the reservation
 * pages and my trips first check, on a full page load, that the browser may see them.
 */
export async function serveHostApp(app: FastifyInstance, distDir: string, config: RuntimeConfig, guard: ReservationPageGuardOptions) {
  const root = path.join(distDir, 'host');
  const html = loadAppHtml(path.join(root, 'index.html'), config);
  const render = await loadPageRenderer(distDir, 'host', config, html, guard.clock);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    render ? sendRenderedPage(app, render, request, reply, html, { withSaveLinkToken: true }) : sendHtml(request, reply, html);
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: setAssetHeaders,
  });
  // The static handler answers a folder with 403, so the home page needs its own route.
  app.get('/', sendPage);
  guardReservationPages(app, guard, sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && isPagePath(request.url) && !prefersJson(request)) return sendPage(request, reply);
    return sendNotFound(request, reply);
  });
}

/**
 * The overlay apps: each app's files under /overlays/{name}/, and its pages at each of its page paths,
 * rendered on the server per request (the query and the visitor's cookies decide what the form shows),
 * or, with no server renderer built, its index.html for the browser to render.
 */
/**
 * Portico's own sign-in window is opened by an overlay framed on a partner's page and posts the handed-over
 * sign-in back to it, so it keeps its opener: `same-origin`, the default, would cut the two apart, the
 * opener's top-level page being the partner's. It posts only to a window of its own origin, so nothing else reads it.
 */
const keepingItsOpener = (send: (request: FastifyRequest, reply: FastifyReply) => unknown) => (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('cross-origin-opener-policy', 'unsafe-none');
  return send(request, reply);
};

export async function serveOverlayApps(app: FastifyInstance, distDir: string, config: RuntimeConfig, clock: () => Date) {
  const root = path.join(distDir, 'overlays');
  await app.register(fastifyStatic, {
    root,
    prefix: '/overlays/',
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    setHeaders: setAssetHeaders,
  });
  for (const overlay of overlayApps) {
    const html = loadAppHtml(path.join(distDir, overlay.folder, 'index.html'), config);
    const render = await loadPageRenderer(distDir, overlay.folder, config, html, clock);
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => (render ? sendRenderedPage(app, render, request, reply, html) : sendHtml(request, reply, html));
    for (const page of overlay.pages) app.get(page, page === embedApiPaths.signInHandoffWindow ? keepingItsOpener(sendPage) : sendPage);
  }
  app.setNotFoundHandler(sendNotFound);
}
