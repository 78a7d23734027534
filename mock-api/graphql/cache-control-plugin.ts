import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { readsOnlyPublicData } from './public-query';

/**
 * How long a browser or shared cache may keep a public answer. A minute fresh, then up to four more
 * minutes served while it revalidates with its ETag (a 304 when nothing changed), so a changed hotel
 * reaches a returning browser within a minute, and never later than the five minutes of before.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=240';
export const PRIVATE_CACHE_CONTROL = 'no-store';
/** What a public answer differs by: its words follow the caller's language (notices, formatted details), its media type what the caller accepts. */
export const PUBLIC_VARY = 'accept-language, accept';

/**
 * Says how each GraphQL answer may be cached, and keeps GET to public queries. Only a query that reads
 * nothing but public hotel data and succeeded may be kept; anything else (a member's data, a
 * reservation, any mutation, any error, a call refused before it ran) is `no-store`, so a shared
 * computer's cache or a proxy never holds it. A public query runs without the browser's session,
 * lookup grant and booking session: whatever a resolver under it reads, the answer cannot depend on
 * who asked, which is what lets everyone share it.
 */
export function useCacheControl(): Plugin<GraphQLContext> {
  const publicAnswers = new WeakSet<Request>();
  return {
    onExecute({ args, extendContext }) {
      const { request } = args.contextValue as GraphQLContext & { request: Request };
      if (!readsOnlyPublicData(args.document, args.operationName)) {
        // A GET can be put in a link, a log line or a cache by anything on the way; a member's or a
        // booking's data travels only in the body of a POST.
        if (request.method === 'GET') {
          throw createGraphQLError('Only public hotel queries are taken by GET: send this operation by POST.', {
            extensions: { code: 'POST_REQUIRED', http: { status: 405, headers: { allow: 'POST' } } },
          });
        }
        return;
      }
      extendContext({
        sessionToken: undefined,
        lookupGrantToken: undefined,
        bookingSessionToken: undefined,
        setBookingSessionCookie: () => {
          throw new Error('A public query may not start a booking session.');
        },
      });
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result && result.errors?.length)) publicAnswers.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      const isPublic = publicAnswers.has(request) && response.status === 200;
      response.headers.set('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      if (isPublic) response.headers.set('vary', PUBLIC_VARY);
    },
  };
}
