import type { FastifyHelmetOptions } from '@fastify/helmet';

export type SiteRole = 'host' | 'overlay';

type HeaderOptions = { role: SiteRole; overlayOrigin: string; allowedHostOrigins: string[]; imageCacheDomain: string; https: boolean };

/**
 * Security headers per origin. The host may frame only the overlay origin and may not be framed; an
 * overlay may be framed only by the allowed host origins, so no other site can wrap the sign-in form.
 * Images may also come from the image cache domain.
 */
export function securityHeaders({ role, overlayOrigin, allowedHostOrigins, imageCacheDomain, https }: HeaderOptions): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // Hotel photos and logos are paths on the image cache domain (IMAGE_CACHE_DOMAIN).
        'img-src': ["'self'", 'data:', imageCacheDomain],
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
