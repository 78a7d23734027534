import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send `Origin`
 * on such requests, so a cross-site form post is caught; tools that send no `Origin` are not browsers
 * and carry no victim's cookies.
 */
export function guardAgainstCrossSiteWrites(app: FastifyInstance, trustedOrigins: string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || trusted.has(origin)) return;
    request.log.warn({ event: 'cross_site_write_refused', origin }, 'cross-site write refused');
    return reply.code(403).send({
      message: `Requests from ${origin} may not change anything here.`,
      phoenixErrorMessages: { errorMessages: ['CROSS_SITE_REQUEST'] },
      nextStateURI: null,
      isRedirect: false,
    });
  });
}
