import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginEventDetails } from '../../shared/domain/auth-responses';

/** The sign-in response header the host's analytics read (spec section 3): URI-encoded JSON. */
export const LOGIN_EVENT_HEADER = 'logineventdetails';

export function setLoginEvent(reply: FastifyReply, details: LoginEventDetails) {
  reply.header(LOGIN_EVENT_HEADER, encodeURIComponent(JSON.stringify(details)));
}

function firstErrorCode(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const messages = (payload as { phoenixErrorMessages?: { errorMessages?: unknown } }).phoenixErrorMessages?.errorMessages;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}

/**
 * A hook for the sign-in route: answers the handler did not write itself (rate limit, cross-site guard,
 * unreadable body) still carry a failure event with their code, so analytics see every refusal.
 */
export async function addFailureLoginEvent(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader(LOGIN_EVENT_HEADER) && reply.statusCode >= 400) {
    setLoginEvent(reply, { loginStatus: 'failure', errorCode: firstErrorCode(payload) ?? `HTTP_${reply.statusCode}` });
  }
  return payload;
}
