import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { embedApiPaths } from '../../shared/domain/embed-api';

/** The folder of `dist/` the build writes the loader to, and the path it is served under. */
const FOLDER = path.posix.dirname(embedApiPaths.loader);

/** Each served file by its path, with what it is. */
const LOADER_FILES = new Map<string, string>([
  [embedApiPaths.loader, 'text/javascript; charset=utf-8'],
  // TypeScript has no registered media type; as text, a browser shows the file instead of downloading it.
  [embedApiPaths.declarations, 'text/plain; charset=utf-8'],
]);

/**
 * The plain-script loader and its declarations (`npm run build` writes them to `dist/embed/`), served on
 * the overlay origin for any page on any site to load: CORP `cross-origin` (helmet's default,
 * `same-origin`, would keep them off other sites' pages), `Access-Control-Allow-Origin: *` (for a
 * `<script crossorigin>` or a fetch of the .d.ts; neither carries or needs cookies), and five minutes of
 * cache, as the name carries no hash. Brotli or gzip when the browser takes them. Anything else under
 * /embed/, or the loader before a build, is the usual JSON 404.
 */
export async function serveEmbedLoader(app: FastifyInstance, distDir: string) {
  await app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      const contentType = LOADER_FILES.get(request.url.split('?')[0]!);
      if (!contentType || reply.statusCode >= 400) return;
      // Set here, after the static plugin, which calls scripts application/javascript and .ts files video/mp2t.
      reply.header('content-type', contentType);
      reply.header('cross-origin-resource-policy', 'cross-origin');
      reply.header('access-control-allow-origin', '*');
      reply.header('cache-control', 'public, max-age=300');
    });
    await scope.register(fastifyStatic, {
      root: path.join(distDir, FOLDER),
      prefix: `${FOLDER}/`,
      index: false,
      // The overlay apps' static files already gave replies sendFile.
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => LOADER_FILES.has(path.posix.join(FOLDER, pathName)),
    });
  });
}
