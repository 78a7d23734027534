import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import type { CookieSettings } from '../../http/prefixed-cookies';
import type { Clock } from '../clock';
import type { MemberSummary } from '../members';
import { hashToken, newToken, peekSessionMemberByHash } from '../sessions';

const EMBED_PASS = 'portico_embed_pass';

/**
 * The pass's cookie: `SameSite=None` and not partitioned, so that a frame of the overlay origin on a
 * partner page, once the browser grants it storage access, sends it; every other cookie of a signed-in
 * member stays `SameSite=Lax`, which storage access does not lift. `Secure` with a prefix always (browsers
 * count http://localhost as secure); `__Secure-` with the session's `Domain` where the sign-in is shared
 * between subdomains.
 */
function embedPassCookie({ domain }: CookieSettings) {
  return {
    name: domain ? `__Secure-${EMBED_PASS}` : `__Host-${EMBED_PASS}`,
    scope: { httpOnly: true, secure: true, sameSite: 'none' as const, path: '/', ...(domain ? { domain } : {}) },
  };
}

/** The pass this request carries, if any. */
export const embedPassOf = (request: FastifyRequest, settings: CookieSettings): string | undefined => request.cookies[embedPassCookie(settings).name];

/** A new pass for the first-party session `sessionToken`, set on the reply; only its hash is kept. */
export async function issueEmbedPass(db: Queryable, reply: FastifyReply, sessionToken: string, { settings, now }: { settings: CookieSettings; now: Date }): Promise<void> {
  const token = newToken();
  await db.query('insert into embed_passes (token_hash, session_id_hash, created_at) values ($1, $2, $3)', [hashToken(token), hashToken(sessionToken), now]);
  const cookie = embedPassCookie(settings);
  reply.setCookie(cookie.name, token, cookie.scope);
}

export function clearEmbedPass(reply: FastifyReply, settings: CookieSettings): void {
  const cookie = embedPassCookie(settings);
  reply.clearCookie(cookie.name, cookie.scope);
}

/** The member whose live session the pass was made with; null once that session ended or ran out, or for a pass never made. */
export async function memberOfEmbedPass(db: Queryable, token: string, clock: Clock): Promise<MemberSummary | null> {
  const { rows } = await db.query<{ sessionIdHash: string }>('select session_id_hash as "sessionIdHash" from embed_passes where token_hash = $1', [hashToken(token)]);
  const pass = rows[0];
  // Alive exactly as the session is (peeked: using the pass does not keep the chain-site session alive).
  return pass ? peekSessionMemberByHash(db, pass.sessionIdHash, clock) : null;
}
