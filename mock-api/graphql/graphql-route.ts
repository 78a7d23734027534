import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mediaTypeOf } from '../http/media-type';
import { sendGraphQlError } from '../http/send-error';
import type { GraphQLServer } from './yoga';

/** The header every GraphQL call carries (spec: "requested-by"); its presence makes a request non-simple. */
export const REQUESTED_BY_HEADER = 'x-requested-by';

/**
 * The one way into GraphQL: a JSON POST, or a GET for queries, each carrying `x-requested-by`.
 *
 * The header is what a cross-site form or image cannot send, so it is required of every call, checked
 * here rather than by Yoga's CSRF plugin, which looks only at "simple" requests: `@fastify/formbody`
 * parses a form post before Yoga sees it, and such a post passed there as a JSON one. No CORS headers
 * are given and no OPTIONS preflight is answered, because the apps only ever call their own origin; a
 * page on any other origin (a sibling subdomain included) can therefore neither read an answer nor
 * send the header.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: GraphQLServer) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST'],
    onRequest: refuseOtherTransports,
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => reply.header(key, value));
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
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
