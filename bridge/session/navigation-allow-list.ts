/**
 * Where an overlay may send the embedding page: each entry an origin (`https://hotel.example`, any path
 * there) or a path prefix on the page's own origin (`/reservation/`). The default, `['/']`, is any path
 * on the page's own site and nowhere else.
 */
export type NavigationAllowList = readonly string[];

export const SAME_SITE_PATHS: NavigationAllowList = ['/'];

/**
 * The address `target` leads to when the page at `base` follows it, if the allow-list lets it go
 * there; else null. Judged as the browser will read it (so `//evil.example` and `/\evil.example` are
 * other origins), and only http(s).
 */
export function allowedNavigation(target: string, allowList: NavigationAllowList, base: string): URL | null {
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const own = new URL(base).origin;
  const isAllowed = allowList.some((entry) =>
    entry.startsWith('/') ? url.origin === own && url.pathname.startsWith(entry) : sameOrigin(entry, url.origin),
  );
  return isAllowed ? url : null;
}

function sameOrigin(entry: string, origin: string): boolean {
  try {
    return new URL(entry).origin === origin;
  } catch {
    return false;
  }
}
