import { createHash } from 'node:crypto';

/**
 * A strong entity tag for an answer's bytes: the same bytes always give the same tag, and any change
 * of them (a hotel renamed, a review added) gives another. 128 bits of SHA-256, base64url.
 */
export function entityTagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Whether `If-None-Match` names `entityTag`, so the client's copy is current and a 304 may answer.
 * Compared weakly, as RFC 9110 says for If-None-Match: `W/"x"` matches `"x"`; `*` matches any.
 */
export function isNotModified(ifNoneMatch: string | string[] | undefined, entityTag: string): boolean {
  if (!ifNoneMatch) return false;
  const listed = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((tag) => tag.trim());
  const opaque = entityTag.replace(/^W\//, '');
  return listed.some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}
