import type { FastifyHelmetOptions } from '@fastify/helmet';

export type SiteRole = 'host' | 'overlay';

type HeaderOptions = { role: SiteRole; overlayOrigin: string; allowedHostOrigins: string[]; https: boolean };

/**
 * Security headers per origin. The host may frame only the overlay origin and may not be framed; an
 * overlay may be framed only by the allowed host origins, so no other site can wrap the sign-in form.
 */
export function securityHeaders({ role, overlayOrigin, allowedHostOrigins, https }: HeaderOptions): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-src': role === 'host' ? [overlayOrigin] : ["'none'"],
        'frame-ancestors': role === 'host' ? ["'none'"] : allowedHostOrigins,
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // frame-ancestors governs framing; X-Frame-Options cannot name another origin, so the overlay drops it.
    xFrameOptions: role === 'host' ? { action: 'deny' } : false,
    strictTransportSecurity: https,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
