import type { FastifyInstance } from 'fastify';

/**
 * How the session-bearing cookies are scoped. Over HTTPS they carry a prefix the browser enforces:
 * `__Host-` when the host and overlay origins share one host name (a cookie then only comes from a
 * secure page of that very host, with `Path=/` and no `Domain`, so neither a sibling subdomain nor a
 * plain-HTTP man in the middle can plant or shadow one); `__Secure-` with `Domain` when they are two
 * subdomains (`www.` and `overlays.`) that must share the sign-in, which `__Host-` forbids.
 * Routes read and write the plain names; this module is the one place that knows the difference.
 */
export type CookieSettings = { secure: boolean; domain?: string | null };

export function cookieNameFor(name: string, { secure, domain }: CookieSettings): string {
  if (!secure) return name;
  return `${domain ? '__Secure-' : '__Host-'}${name}`;
}

/** The attributes every one of these cookies is set and cleared with. */
export function cookieScope({ secure, domain }: CookieSettings) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, ...(domain ? { domain } : {}) };
}

/**
 * Over HTTPS, `request.cookies[name]` holds the prefixed cookie's value, and an unprefixed cookie of
 * the same name is dropped: the browser would never have let this site set it, so someone else did.
 * Registered after @fastify/cookie, whose own onRequest hook has parsed the header by then.
 */
export function acceptOnlyPrefixedCookies(app: FastifyInstance, names: readonly string[], settings: CookieSettings) {
  if (!settings.secure) return;
  app.addHook('onRequest', async (request) => {
    for (const name of names) {
      const value = request.cookies[cookieNameFor(name, settings)];
      if (value === undefined) delete request.cookies[name];
      else request.cookies[name] = value;
    }
  });
}
