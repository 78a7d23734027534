import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSaveWishTokenShaped, SAVE_LINK_COOKIE, SAVE_TOKEN_BYTES } from '../../shared/domain/save-wish-token';

/**
 * The visitor's save-link token: the one their cookie holds, or a new one set in it. Not httpOnly: the
 * page's script compares a wish's token with it, and spends it. Other sites can neither read it nor set
 * it (the cookie is this host's alone), which is what makes a link carrying it ours.
 */
export function saveLinkTokenFor(request: FastifyRequest, reply: FastifyReply): string {
  const kept = request.cookies[SAVE_LINK_COOKIE];
  if (isSaveWishTokenShaped(kept)) return kept;
  const token = randomBytes(SAVE_TOKEN_BYTES).toString('hex');
  reply.setCookie(SAVE_LINK_COOKIE, token, { path: '/', sameSite: 'lax', secure: request.protocol === 'https' });
  return token;
}
