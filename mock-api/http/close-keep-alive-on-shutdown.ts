import type { FastifyInstance } from 'fastify';

/**
 * Fastify's close waits for every open connection. A browser keeps its connection open after a response
 * (keep-alive, up to 72 s), so answers given while shutting down say `Connection: close`, letting the
 * connection end as soon as its last request is answered.
 */
export function closeKeepAliveConnectionsOnShutdown(app: FastifyInstance) {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}
