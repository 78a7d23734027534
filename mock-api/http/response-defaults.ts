import type { FastifyInstance } from 'fastify';

/**
 * Browser features the product never uses, denied to every page and every frame in it, so a script that
 * slipped in (or a framed overlay) cannot ask for them. `payment` is denied too until the payment overlay
 * exists; its page will be the one place that allows it.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Headers every answer of both sites carries unless its route said otherwise: the permissions policy, and
 * `no-store` for any answer that does not say how it may be cached. Pages, assets, images and public hotel
 * data set their own; everything else (API answers, refusals, not-found) may hold a member's data or
 * describe one, so it is never kept by a browser or a proxy.
 */
export function addResponseDefaults(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
