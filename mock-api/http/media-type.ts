import type { FastifyRequest } from 'fastify';

/** The request body's media type without parameters, in lower case (`Application/JSON; charset=utf-8` → `application/json`); empty when none is sent. */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}
