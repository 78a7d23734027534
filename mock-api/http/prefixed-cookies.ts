import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** The name of a cookie kept for one top-level site only (see cookieFor); browsers let only this host set it. */
export function partitionedCookieName(name: string): string {
  return `__Host-${name}`;
}

/** The attributes every one of these cookies is set and cleared with. */
export function cookieScope({ secure, domain }: CookieSettings) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure, ...(domain ? { domain } : {}) };
}

/**
 * The name and attributes a reply to this request sets or clears a cookie with. An overlay framed by another
 * site (request.crossSiteEmbedder) gets a partitioned cookie: `SameSite=None` so its frame's calls carry it,
 * `Partitioned` so the browser keeps it for that top-level site alone (which is what lets it live where
 * third-party cookies are blocked), and `Secure` with the `__Host-` prefix, both of which that requires.
 * Browsers count http://localhost as secure, so this holds in development too. Everything else keeps Lax.
 */
function cookieFor(request: FastifyRequest, name: string, settings: CookieSettings) {
  if (request.crossSiteEmbedder !== null) {
    return {
      name: partitionedCookieName(name),
      scope: { httpOnly: true, sameSite: 'none' as const, partitioned: true, secure: true, path: '/' },
    };
  }
  return { name: cookieNameFor(name, settings), scope: cookieScope(settings) };
}

/** Sets one of these cookies on the reply, scoped for the request it answers (see cookieFor); `options` adds a lifetime. */
export function setScopedCookie(reply: FastifyReply, name: string, value: string, settings: CookieSettings, options: { maxAge?: number } = {}) {
  const cookie = cookieFor(reply.request, name, settings);
  reply.setCookie(cookie.name, value, { ...cookie.scope, ...options });
}

/** Clears one of these cookies, under the name and scope it was set with for such a request. */
export function clearScopedCookie(reply: FastifyReply, name: string, settings: CookieSettings) {
  const cookie = cookieFor(reply.request, name, settings);
  reply.clearCookie(cookie.name, cookie.scope);
}

/**
 * `request.cookies[name]` holds the value of the cookie this site set under that name: the prefixed one
 * over HTTPS (an unprefixed cookie of the same name is dropped: the browser would never have let this
 * site set it, so someone else did), else the plain one; failing that, a partitioned one, which only
 * this host can have set and a browser sends only inside the top-level site it was set for.
 * Registered after @fastify/cookie, whose own onRequest hook has parsed the header by then.
 */
export function acceptOnlyPrefixedCookies(app: FastifyInstance, names: readonly string[], settings: CookieSettings) {
  app.addHook('onRequest', async (request) => {
    for (const name of names) {
      const value = request.cookies[cookieNameFor(name, settings)] ?? request.cookies[partitionedCookieName(name)];
      if (value === undefined) delete request.cookies[name];
      else request.cookies[name] = value;
    }
  });
}
