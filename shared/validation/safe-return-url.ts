const PLACEHOLDER_ORIGIN = 'https://portico.invalid';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/** Deeper than any way back we nest (a returnTo inside a returnTo inside sign-in); more is refused. */
const MAX_DECODING_ROUNDS = 5;

/**
 * `value` resolved as a browser resolves it on this site (dot segments, `%2e` as `.`, tabs dropped):
 * path, query and hash, or null when that leaves the site or has an empty segment (`//`), which no page
 * of ours has and which a later reader could take for another host.
 */
function resolveOnSite(value: string): string | null {
  try {
    const url = new URL(value, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.includes('//')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Whether `path`, and every form a later decoding turns it into, still resolves to a path here: a
 * server or router that decodes `/..%2f/evil.example` once more must not find `//evil.example`.
 */
function staysOnSite(path: string): boolean {
  let form = path;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round += 1) {
    if (UNSAFE_CHARACTERS.test(form) || resolveOnSite(form) === null) return false;
    let next: string;
    try {
      next = decodeURIComponent(form);
    } catch {
      return false;
    }
    if (next === form) return true;
    form = next;
  }
  return false;
}

/**
 * Normalises first, then judges, and answers the very string it judged: checking the raw value and
 * answering its resolved form let `/..//evil.example` through as `//evil.example`.
 */
function asSitePath(value: string): string | null {
  const path = resolveOnSite(value);
  return path !== null && staysOnSite(path) ? path : null;
}

/**
 * `value` as a path on this site, or null when it could lead anywhere else. A path must start with one
 * `/`; an absolute URL is accepted only when its origin is on `allowedOrigins` (this site's own
 * origins) and is then reduced to its path. The answer is normalised (dot segments resolved) and is
 * judged as such and in every decoded form: protocol-relative `//`, dot segments that climb to `//`,
 * backslashes, `javascript:`, control characters and their percent-encoded forms are all refused.
 */
export function sameSitePath(value: string | null | undefined, allowedOrigins: readonly string[] = []): string | null {
  // Refused before parsing, which would quietly drop tabs and newlines or turn `\` into `/`.
  if (!value || UNSAFE_CHARACTERS.test(value)) return null;
  if (value.startsWith('/')) return asSitePath(value);
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (!allowedOrigins.includes(url.origin) || url.username || url.password) return null;
    return asSitePath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null;
  }
}

/** `sameSitePath` with a fallback: where to go when the given value leads off the site or nowhere. */
export function safeReturnPath(value: string | null | undefined, fallback = '/', allowedOrigins: readonly string[] = []): string {
  return sameSitePath(value, allowedOrigins) ?? fallback;
}
