import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createGraphQLError, createSchema, createYoga, maskError } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphQlBasePath } from '../../shared/domain/paths';
import type { Clock } from '../auth/clock';
import { LOOKUP_GRANT_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import { BOOKING_SESSION_COOKIE, setBookingSessionCookie } from '../booking/booking-session-cookie';
import type { Mailer } from '../mail/outgoing-mail';
import type { CardVault } from '../booking/payment/card-vault';
import type { Database } from '../db/database';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE_MESSAGE } from '../db/database-unavailable';
import type { CookieSettings } from '../http/prefixed-cookies';
import { NulInTextError } from '../db/guarded-database';
import type { AnswerTerms } from './answer-terms';
import type { GraphQLContext } from './context';
import { useCacheControl } from './cache-control-plugin';
import { useOperationNameInPath } from './operation-name-plugin';
import { usePersistedOperationsOnly } from './persisted-operations';
import { resolvers } from './resolvers';

// The base schema and one file per further domain (booking.graphql extends Query and Mutation).
const typeDefs = ['schema.graphql', 'booking.graphql', 'guest-info.graphql', 'checkout.graphql', 'manage.graphql', 'account.graphql', 'search.graphql'].map((file) =>
  readFileSync(fileURLToPath(new URL(`../../shared/graphql/${file}`, import.meta.url)), 'utf8'),
);

/** What the route gives each request: Fastify's request and reply, and the terms its answer may be kept under. */
type ServerContext = { req: FastifyRequest; reply: FastifyReply; answerTerms?: AnswerTerms };

/** Limits against abusive queries. Our schema has no cycles yet, so real queries stay near depth 5. */
export const GRAPHQL_LIMITS = { maxDepth: 8, maxAliases: 10, maxTokens: 1000, maxDirectives: 20, maxCost: 5000 };
export type GraphQLLimits = typeof GRAPHQL_LIMITS;

export type GraphQLServerOptions = {
  db: Database;
  clock: Clock;
  logger: FastifyRequest['log'];
  allowIntrospection: boolean;
  /** Run operation text as well as the persisted operations (development tools and tests only). */
  allowArbitraryOperations: boolean;
  /** How cookies the API sets from GraphQL (the booking session) are scoped: Secure and prefixed over HTTPS. */
  cookies: CookieSettings;
  /** The card vault, which the payment step opens to authorise a card. */
  cardVault: CardVault;
  /** Sends what a resolver must e-mail at once (a booking's code). */
  mailer: Mailer;
  limits?: GraphQLLimits;
};

export function createGraphQLServer({
  db,
  clock,
  logger,
  allowIntrospection,
  allowArbitraryOperations,
  cookies,
  cardVault,
  mailer,
  limits = GRAPHQL_LIMITS,
}: GraphQLServerOptions) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: `${graphQlBasePath}/:operationName`,
    graphiql: false,
    landingPage: false,
    // The apps call their own origin only; see graphql-route.ts for why no other origin is answered.
    cors: false,
    maskedErrors: {
      // An outage is worth telling the client (it may retry); anything else unexpected stays masked.
      maskError: (error, message, isDev) => {
        const original = (error as { originalError?: unknown }).originalError ?? error;
        if (isDatabaseUnavailable(original)) {
          return createGraphQLError(SERVICE_UNAVAILABLE_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });
        }
        // A client's value the database cannot hold: its mistake, said plainly.
        if (original instanceof NulInTextError) {
          return createGraphQLError(original.message, { extensions: { code: original.code, http: { status: original.statusCode } } });
        }
        return maskError(error, message, isDev);
      },
    },
    logging: {
      debug: (...args) => logger.debug({ graphql: args }, 'graphql'),
      info: (...args) => logger.info({ graphql: args }, 'graphql'),
      warn: (...args) => logger.warn({ graphql: args }, 'graphql'),
      error: (...args) => logger.error({ graphql: args }, 'graphql'),
    },
    context: ({ request, req, reply, answerTerms }) => ({
      db,
      clock,
      acceptLanguage: request.headers.get('accept-language'),
      sessionToken: req.cookies[SESSION_COOKIE],
      lookupGrantToken: req.cookies[LOOKUP_GRANT_COOKIE],
      bookingSessionToken: req.cookies[BOOKING_SESSION_COOKIE],
      setBookingSessionCookie: (token) => setBookingSessionCookie(reply, token, cookies),
      cardVault,
      mailer,
      answerTerms,
    }),
    plugins: [
      usePersistedOperationsOnly({ allowArbitraryOperations }),
      useOperationNameInPath(),
      useCacheControl(),
      EnvelopArmorPlugin({
        // A fragment is a name for fields, not a level of data: flattened, the shared hotel fragment
        // costs what the same fields written out would, and deep data is still refused either way.
        maxDepth: { n: limits.maxDepth, flattenFragments: true },
        maxAliases: { n: limits.maxAliases },
        maxTokens: { n: limits.maxTokens },
        maxDirectives: { n: limits.maxDirectives },
        costLimit: { maxCost: limits.maxCost, flattenFragments: true },
      }),
      ...(allowIntrospection ? [] : [useDisableIntrospection()]),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
