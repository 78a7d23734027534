import type { FastifyInstance } from 'fastify';
import { getDomain } from 'tldts';
import { TOP_ORIGIN_HEADER } from '../../shared/domain/embed-api';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin of the page of another site that frames the overlay making this request, if any (see below). */
    crossSiteEmbedder: string | null;
  }
}

/**
 * The site of an origin as browsers key cookies: its scheme and registrable domain (`https://chain.com`
 * for `https://overlays.chain.com`; the public suffix list's private part counts, so two `github.io` pages
 * are two sites), or the host itself where there is none (localhost, an address).
 */
export function siteOf(origin: string): string {
  const { protocol, hostname } = new URL(origin);
  return `${protocol}//${getDomain(hostname, { allowPrivateDomains: true }) ?? hostname}`;
}

/** The allowed host origins that are pages of another site than `siteOrigin`: the partners' pages. */
export function crossSitePartners({ siteOrigin, allowedHostOrigins }: { siteOrigin: string; allowedHostOrigins: readonly string[] }): string[] {
  const ownSite = siteOf(siteOrigin);
  return allowedHostOrigins.filter((origin) => siteOf(origin) !== ownSite);
}

/**
 * Marks the requests of an overlay framed by a page of another site. There a browser sends none of our
 * `SameSite=Lax` cookies, and one that blocks third-party cookies keeps only partitioned ones, so such a
 * request is answered with those (prefixed-cookies.ts). The overlay's own script names the top page's
 * origin; only an origin allowed to frame the overlays counts, and one on this very site never does, so
 * the host's pages and any page of our site keep `SameSite=Lax`.
 */
export function recognizeCrossSiteFraming(app: FastifyInstance, { siteOrigin, allowedHostOrigins }: { siteOrigin: string; allowedHostOrigins: readonly string[] }) {
  const crossSiteEmbedders = new Set(crossSitePartners({ siteOrigin, allowedHostOrigins }));
  app.decorateRequest('crossSiteEmbedder', null);
  app.addHook('onRequest', async (request) => {
    const topOrigin = request.headers[TOP_ORIGIN_HEADER];
    request.crossSiteEmbedder = typeof topOrigin === 'string' && crossSiteEmbedders.has(topOrigin) ? topOrigin : null;
  });
}
