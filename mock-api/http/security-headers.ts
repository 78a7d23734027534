import type { FastifyHelmetOptions } from '@fastify/helmet';

export type SiteRole = 'host' | 'overlay';

type HeaderOptions = { role: SiteRole; overlayOrigin: string; allowedHostOrigins: string[]; imageCacheDomain: string; consentScriptUrl: string | null; https: boolean };

/**
 * Security headers per origin. The host may frame only the overlay origin and may not be framed; an
 * overlay may be framed only by the allowed host origins, so no other site can wrap the sign-in form.
 * Images may also come from the image cache domain, and the host's consent manager from its own origin.
 */
export function securityHeaders({ role, overlayOrigin, allowedHostOrigins, imageCacheDomain, consentScriptUrl, https }: HeaderOptions): FastifyHelmetOptions {
  // The host pages may run the consent manager's script and let it reach its own origin; nothing else.
  const consentOrigin = role === 'host' && consentScriptUrl ? [new URL(consentScriptUrl).origin] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...consentOrigin],
        'style-src': ["'self'"],
        // Hotel photos and logos are paths on the image cache domain (IMAGE_CACHE_DOMAIN).
        'img-src': ["'self'", 'data:', imageCacheDomain],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...consentOrigin],
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
