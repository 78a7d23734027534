const PLACEHOLDER_ORIGIN = 'https://portico.invalid';

/**
 * Returns `value` as a path on this site, or `fallback` when it could lead anywhere else: absolute and
 * protocol-relative URLs, backslash tricks, `javascript:` and their percent-encoded forms are all refused.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  let decoded = value;
  // Decode a few times so `%2F%2Fevil.example` cannot pass as a path and become `//evil.example` later.
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!decoded.startsWith('/') || /^\/[/\\]|\\|[\u0000-\u001f\u007f]/.test(decoded)) return fallback;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
