import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MockApiConfig } from '../config';
import { closeConnectionsWhileDraining, drainableServerOptions } from '../http/graceful-drain';
import { logOptions } from '../http/log-options';
import { refuseNulCharacters } from '../http/refuse-nul-characters';
import { addResponseDefaults } from '../http/response-defaults';
import { sendApiError } from '../http/send-error';
import { tlsOptions } from '../http/tls';
import { sendNotFound } from '../http/serve-apps';
import { loadExamplePage } from './example-page';

/** The example's files, served as written: plain HTML, script and style, no build. */
export const EXAMPLE_DIR = path.resolve(import.meta.dirname, '../../examples/embed');
const EXAMPLE_ASSETS = new Set(['/example.js', '/example.css']);

export type EmbedExampleSiteOptions = {
  config: Pick<MockApiConfig, 'overlayOrigin' | 'logLevel' | 'secureCookies'> & Partial<Pick<MockApiConfig, 'tls'>>;
  /** Where index.html, example.js and example.css are; examples/embed unless a test says otherwise. */
  exampleDir?: string;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
};

/**
 * The page an embedding team would write, as a strict one: its own scripts and styles only, plus the
 * loader from the overlay origin, which it may frame and call (the loader's origin check is a fetch made
 * from this page); nothing may frame the page itself.
 */
export function embedExampleHeaders({ overlayOrigin, https }: { overlayOrigin: string; https: boolean }): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", overlayOrigin],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", overlayOrigin],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-src': [overlayOrigin],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    // Sign-in may open Portico's own window to bring a sign-in here; `same-origin` would cut that window off
    // from the overlay that opened it, so it could not hand the sign-in back (docs/embedding.md says so).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The embed example's site (examples/embed on EMBED_EXAMPLE_ORIGIN): a third origin, standing for another
 * team's site, that opens the overlays through the plain-script loader only. It has no API and no
 * database: `/` is the page with the loader's script element written in, beside its script and style.
 */
export async function createEmbedExampleSite({ config, exampleDir = EXAMPLE_DIR, logStream }: EmbedExampleSiteOptions): Promise<FastifyInstance> {
  const html = loadExamplePage(path.join(exampleDir, 'index.html'), config.overlayOrigin);
  const app = Fastify({
    ...drainableServerOptions,
    ...tlsOptions(config.tls),
    logger: logOptions(config.logLevel, 'embed-example', logStream),
    genReqId: () => randomBytes(16).toString('base64url'),
    frameworkErrors: (error, _request, reply) => sendApiError(reply, 400, 'BAD_URL', `${error.message}.`),
  });
  closeConnectionsWhileDraining(app);
  await app.register(fastifyHelmet, embedExampleHeaders({ overlayOrigin: config.overlayOrigin, https: config.secureCookies }));
  addResponseDefaults(app);
  refuseNulCharacters(app);
  await app.register(fastifyStatic, {
    root: exampleDir,
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => EXAMPLE_ASSETS.has(pathName),
    // Files as written, not hashed: the browser asks again each time, so an edit shows at once.
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
  app.setNotFoundHandler(sendNotFound);
  return app;
}
