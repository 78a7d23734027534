import type { FastifyReply } from 'fastify';
import type { AuthErrorResponse } from '../../shared/domain/auth-responses';

/** Every 4xx of the REST calls, in the spec's error shape: a readable message and one code. */
export function sendApiError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({
    message,
    phoenixErrorMessages: { errorMessages: [code] },
    nextStateURI: null,
    isRedirect: false,
  } satisfies AuthErrorResponse);
}

/** The body @fastify/rate-limit answers with once a client is over a route's limit: the same shape. */
export function rateLimitErrorBuilder(message: string, code = 'TOO_MANY_REQUESTS') {
  return (_request: unknown, context: { statusCode: number; after: string }) => ({
    statusCode: context.statusCode,
    message: `${message} (retry after ${context.after})`,
    phoenixErrorMessages: { errorMessages: [code] },
    nextStateURI: null,
    isRedirect: false,
  });
}

/** A refusal on the GraphQL route before Yoga runs, in GraphQL's own error shape so its clients read it as they read any error. */
export function sendGraphQlError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
}
