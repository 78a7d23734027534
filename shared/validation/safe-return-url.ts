const PLACEHOLDER_ORIGIN = 'https://portico.invalid';

function decodeRepeatedly(value: string): string | null {
  let decoded = value;
  // Decode a few times so `%2F%2Fevil.example` cannot pass as a path and become `//evil.example` later.
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  return decoded;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_PATH = /^\/[/\\]|\\|[\u0000-\u001f\u007f]/;

function asSitePath(value: string): string | null {
  const decoded = decodeRepeatedly(value);
  if (decoded === null || !decoded.startsWith('/') || UNSAFE_PATH.test(decoded)) return null;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `value` as a path on this site, or null when it could lead anywhere else. A path must start with one
 * `/`; an absolute URL is accepted only when its origin is on `allowedOrigins` (this site's own
 * origins) and is then reduced to its path. Protocol-relative `//`, backslash tricks, `javascript:`,
 * control characters and their percent-encoded forms are all refused.
 */
export function sameSitePath(value: string | null | undefined, allowedOrigins: readonly string[] = []): string | null {
  if (!value) return null;
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
