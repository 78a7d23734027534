import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { embedApiPaths } from '../../shared/domain/embed-api';

/** The folder of `dist/` the build writes the loader to, and the path it is served under. */
const FOLDER = path.posix.dirname(embedApiPaths.loader);

const SCRIPT = 'text/javascript; charset=utf-8';
/** Five minutes for the files whose names never change; a year for the engine, whose name is its content's hash. */
const SHORT_CACHE = 'public, max-age=300';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** Each served file by its path: what it is and how long it may be cached. */
const LOADER_FILES = new Map<string, { contentType: string; cacheControl: string }>([
  [embedApiPaths.loader, { contentType: SCRIPT, cacheControl: SHORT_CACHE }],
  // TypeScript has no registered media type; as text, a browser shows the file instead of downloading it.
  [embedApiPaths.declarations, { contentType: 'text/plain; charset=utf-8', cacheControl: SHORT_CACHE }],
]);

/** The engine the loader imports on first use, as scripts/embed-loader-config.ts names it. */
const ENGINE_FILE = new RegExp(`^${embedApiPaths.loader.replace(/\.js$/, '')}-engine-[\\w-]{10}\\.js$`);

function servedFile(pathName: string) {
  return LOADER_FILES.get(pathName) ?? (ENGINE_FILE.test(pathName) ? { contentType: SCRIPT, cacheControl: LONG_CACHE } : undefined);
}

/**
 * The plain-script loader, its engine and its declarations (`npm run build` writes them to `dist/embed/`),
 * served on the overlay origin for any page on any site to load: CORP `cross-origin` (helmet's default,
 * `same-origin`, would keep them off other sites' pages), `Access-Control-Allow-Origin: *` (the engine is
 * a module script, which a browser fetches with CORS; a `<script crossorigin>` or a fetch of the .d.ts
 * needs it too; none carries or needs cookies), and five minutes of cache for the names without a hash.
 * Brotli or gzip when the browser takes them. Anything else under /embed/, or the loader before a build,
 * is the usual JSON 404.
 */
export async function serveEmbedLoader(app: FastifyInstance, distDir: string) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      const file = servedFile(request.url.split('?')[0]!);
      if (!file || reply.statusCode >= 400) return;
      // Set here, after the static plugin, which calls scripts application/javascript and .ts files video/mp2t.
      reply.header('content-type', file.contentType);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', file.cacheControl);
    });
    await scope.register(fastifyStatic, {
      root: path.join(distDir, FOLDER),
      prefix: `${FOLDER}/`,
      index: false,
      // The overlay apps' static files already gave replies sendFile.
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => servedFile(path.posix.join(FOLDER, pathName)) !== undefined,
    });
  });
}
