import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { entityTagOf, isNotModified } from '../http/entity-tag';
import { mediaTypeOf } from '../http/media-type';
import { sendGraphQlError } from '../http/send-error';
import { SESSION_COOKIE } from '../auth/cookies';
import { PUBLIC_CACHE_CONTROL, VISITOR_CACHE_CONTROL } from './cache-control-plugin';
import type { PublicAnswer, PublicAnswerCache } from './public-answer-cache';
import { publicPersistedCallOf, type PublicOperations } from './public-persisted-call';
import type { GraphQLServer } from './yoga';
import { cartThrottle, type CartRateLimit } from './cart-throttle';
import type { Queryable } from '../db/database';

/** The header every GraphQL call carries (spec: "requested-by"); its presence makes a request non-simple. */
export const REQUESTED_BY_HEADER = 'x-requested-by';

export type GraphQLRouteOptions = {
  /** Answers of public hotel operations, shared by both sites. */
  publicAnswers: PublicAnswerCache;
  /** The persisted operations whose answers may be kept. */
  publicOperations: PublicOperations;
  /** The database the cart throttle finds booking sessions in. */
  db: Queryable;
  /** How many carts a client address and a booking session may make a minute (cart-throttle.ts). */
  cartRateLimit: CartRateLimit;
};

/**
 * The one way into GraphQL: a JSON POST, or a GET for public hotel queries, each carrying `x-requested-by`.
 *
 * The header is what a cross-site form or image cannot send, so it is required of every call, checked
 * here rather than by Yoga's CSRF plugin, which looks only at "simple" requests: `@fastify/formbody`
 * parses a form post before Yoga sees it, and such a post passed there as a JSON one. No CORS headers
 * are given and no OPTIONS preflight is answered, because the apps only ever call their own origin; a
 * page on any other origin (a sibling subdomain included) can therefore neither read an answer nor
 * send the header.
 *
 * A shared answer (public hotel data, or a visitor's rate search) carries its ETag and is kept
 * (public-answer-cache.ts): a call the apps' client makes of a shared persisted operation is answered
 * from there while what it read has not changed, and a client that sends the ETag it holds gets a 304.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: GraphQLServer, { db, publicAnswers, publicOperations, cartRateLimit }: GraphQLRouteOptions) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    onRequest: [refuseOtherTransports, cartThrottle(app, db, cartRateLimit)],
    handler: async (req, reply) => {
      const call = publicPersistedCallOf(req, publicOperations);
      // A visitor's answer is kept for visitors only: a member's search is theirs (cache-control-plugin.ts).
      const isShared = call !== null && (call.audience === 'everyone' || req.cookies[SESSION_COOKIE] === undefined);
      const key = isShared ? await publicAnswers.keyOf(call, { acceptLanguage: headerOf(req, 'accept-language'), accept: headerOf(req, 'accept') }) : null;
      const kept = key === null ? undefined : await publicAnswers.get(key);
      if (kept) return sendPublicAnswer(req, reply, kept);

      const { terms, collected } = publicAnswers.collectTerms();
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, answerTerms: terms });
      const cacheControl = response.headers.get('cache-control');
      if (response.status === 200 && (cacheControl === PUBLIC_CACHE_CONTROL || cacheControl === VISITOR_CACHE_CONTROL)) {
        const body = await response.text();
        const answer = {
          body,
          contentType: response.headers.get('content-type') ?? 'application/json',
          entityTag: entityTagOf(body),
          cacheControl,
          vary: response.headers.get('vary') ?? '',
          terms: collected(),
        };
        if (key !== null) publicAnswers.set(key, answer);
        return sendPublicAnswer(req, reply, answer);
      }
      response.headers.forEach((value, name) => reply.header(name, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}

/** A shared answer, or a 304 when the client holds it already; either way with how it may be kept. */
function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
  reply.header('cache-control', answer.cacheControl).header('vary', answer.vary).header('etag', answer.entityTag);
  if (isNotModified(request.headers['if-none-match'], answer.entityTag)) return reply.code(304).send();
  return reply.code(200).header('content-type', answer.contentType).send(answer.body);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

const JSON_MEDIA_TYPE = 'application/json';

async function refuseOtherTransports(request: FastifyRequest, reply: FastifyReply) {
  if (request.method === 'POST') {
    const mediaType = mediaTypeOf(request);
    if (mediaType !== JSON_MEDIA_TYPE) {
      return sendGraphQlError(
        reply,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `GraphQL takes a JSON body (content-type: ${JSON_MEDIA_TYPE}) or a GET query string, not ${mediaType || 'a body with no content type'}.`,
      );
    }
  }
  if (!request.headers[REQUESTED_BY_HEADER]) {
    return sendGraphQlError(reply, 403, 'REQUESTED_BY_REQUIRED', `GraphQL calls must carry the ${REQUESTED_BY_HEADER} header.`);
  }
}
