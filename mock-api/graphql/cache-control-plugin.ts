import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { sharedAudienceOf, type SharedAudience } from './public-query';

/**
 * How long a browser or shared cache may keep a public answer. A minute fresh, then up to four more
 * minutes served while it revalidates with its ETag (a 304 when nothing changed), so a changed hotel
 * reaches a returning browser within a minute, and never later than the five minutes of before.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=240';
/** What a public answer differs by: its words follow the caller's language (notices, formatted details), its media type what the caller accepts. */
export const PUBLIC_VARY = 'accept-language, accept';
/**
 * A visitor's rate search: rooms are sold all day, so the browser keeps it only to ask again with its
 * ETag each time (a 304 when nothing changed), and no shared cache keeps it, as a member's differs.
 */
export const VISITOR_CACHE_CONTROL = 'private, no-cache';
/** A visitor's answer differs by their cookies too: once signed in, the same search is a member's. */
export const VISITOR_VARY = 'cookie, accept-language, accept';
export const PRIVATE_CACHE_CONTROL = 'no-store';

/** The headers a kept answer of each audience is sent with. */
export const SHARED_ANSWER_HEADERS: Record<SharedAudience, { cacheControl: string; vary: string }> = {
  everyone: { cacheControl: PUBLIC_CACHE_CONTROL, vary: PUBLIC_VARY },
  visitors: { cacheControl: VISITOR_CACHE_CONTROL, vary: VISITOR_VARY },
};

/**
 * Says how each GraphQL answer may be cached, and keeps GET to queries whose variables are nothing
 * personal. Only a query that reads nothing but public hotel data (or, for a browser no one is signed
 * in on, the rate search) and succeeded may be kept; anything else (a member's data, a reservation,
 * any mutation, any error, a call refused before it ran) is `no-store`, so a shared computer's cache
 * or a proxy never holds it. A shared query runs without the browser's session, lookup grant and
 * booking session: whatever a resolver under it reads, the answer cannot depend on who asked, which
 * is what lets everyone (or every visitor) share it.
 */
export function useCacheControl(): Plugin<GraphQLContext> {
  const sharedAnswers = new WeakMap<Request, SharedAudience>();
  return {
    onExecute({ args, extendContext }) {
      const { request, sessionToken } = args.contextValue as GraphQLContext & { request: Request };
      const audience = sharedAudienceOf(args.document, args.operationName);
      // A GET can be put in a link, a log line or a cache by anything on the way; a member's or a
      // booking's data travels only in the body of a POST.
      if (audience === null && request.method === 'GET') {
        throw createGraphQLError('Only public hotel queries and the rate search are taken by GET: send this operation by POST.', {
          extensions: { code: 'POST_REQUIRED', http: { status: 405, headers: { allow: 'POST' } } },
        });
      }
      if (audience === null || (audience === 'visitors' && sessionToken !== undefined)) return;
      extendContext({
        sessionToken: undefined,
        lookupGrantToken: undefined,
        bookingSessionToken: undefined,
        setBookingSessionCookie: () => {
          throw new Error('A shared query may not start a booking session.');
        },
      });
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result && result.errors?.length)) sharedAnswers.set(request, audience);
        },
      };
    },
    onResponse({ request, response }) {
      const audience = response.status === 200 ? sharedAnswers.get(request) : undefined;
      if (!audience) {
        response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
        return;
      }
      response.headers.set('cache-control', SHARED_ANSWER_HEADERS[audience].cacheControl);
      response.headers.set('vary', SHARED_ANSWER_HEADERS[audience].vary);
    },
  };
}
