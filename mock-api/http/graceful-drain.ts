import { Server } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long a connection is kept open with no request on it. Every answer advertises it
 * (`Keep-Alive: timeout=5`), so no client sends on a connection about to be closed for being idle;
 * a load balancer in front must keep its own idle time below it (docs/deployment.md).
 */
export const KEEP_ALIVE_MS = 5_000;

/** What every site's Fastify is created with, so it can be drained without dropping a request. */
export const drainableServerOptions = {
  keepAliveTimeout: KEEP_ALIVE_MS,
  // A request that reaches a draining process is answered, not refused: it was sent on a connection
  // the process still holds, and the next one goes to another process.
  return503OnClosing: false,
} satisfies FastifyServerOptions;

const draining = new WeakSet<FastifyInstance>();

/** Whether the site has begun draining or shutting down. */
export const isDraining = (app: FastifyInstance) => draining.has(app);

/**
 * Answers given while the site drains or shuts down say `Connection: close`, so each connection ends
 * with its last request rather than being kept for another.
 */
export function closeConnectionsWhileDraining(app: FastifyInstance) {
  app.addHook('preClose', async () => {
    draining.add(app);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
}

/**
 * Stops the site taking connections and waits, at most `graceMs`, for the ones it has to end. Unlike
 * `http.Server.close`, which also closes idle keep-alive connections at once (racing a client that is
 * just sending a request on one), the connections are left to end on their own: after their next answer
 * (`Connection: close`), or when their advertised keep-alive time runs out, when no client still uses
 * them. In a cluster worker, the supervisor hands new connections to the other workers from now on.
 * Resolves with whether every connection ended in time.
 */
export async function drainSite(app: FastifyInstance, graceMs: number): Promise<boolean> {
  draining.add(app);
  if (!app.server.listening) return true;
  const ended = new Promise<boolean>((resolve) => Server.prototype.close.call(app.server, () => resolve(true)));
  const timedOut = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), graceMs).unref());
  return Promise.race([ended, timedOut]);
}
