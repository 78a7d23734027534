import { createHash } from 'node:crypto';

/**
 * What a keyed request asked for, as a short digest stored beside its idempotency key: a repeat of the
 * key with the same request is answered as the first was, with another request it is refused. The
 * parts are given in a fixed order; lists whose order means nothing are sorted by the caller.
 */
export function requestFingerprint(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}
