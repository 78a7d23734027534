import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { isDraining } from './graceful-drain';

/** Where a load balancer asks whether this process should get requests. */
export const HEALTH_PATH = '/healthz';

/**
 * `GET /healthz`: 200 when this process takes requests and reaches its database; 503 while it drains
 * (the balancer takes it out before it stops), and 503 with `Retry-After` when the database cannot be
 * reached (the site's outage handler). Nothing personal, nothing cached.
 */
export function healthRoute(app: FastifyInstance, db: Queryable) {
  app.get(HEALTH_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (isDraining(app)) return reply.code(503).send({ status: 'draining' });
    await db.query('select 1');
    return { status: 'ok' };
  });
}
