import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { createSchema, createYoga } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { graphQlBasePath } from '../../shared/domain/paths';
import type { Database } from '../db/database';
import type { GraphQLContext } from './context';
import { useOperationNameInPath } from './operation-name-plugin';
import { resolvers } from './resolvers';

/** The header every GraphQL call carries (spec: "requested-by"); its presence makes a request non-simple. */
export const REQUESTED_BY_HEADER = 'x-requested-by';

const typeDefs = readFileSync(fileURLToPath(new URL('../../shared/graphql/schema.graphql', import.meta.url)), 'utf8');

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export type GraphQLServerOptions = { db: Database; logger: FastifyRequest['log'] };

export function createGraphQLServer({ db, logger }: GraphQLServerOptions) {
  return createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<ServerContext & GraphQLContext>({ typeDefs, resolvers }),
    graphqlEndpoint: `${graphQlBasePath}/:operationName`,
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    logging: {
      debug: (...args) => logger.debug({ graphql: args }, 'graphql'),
      info: (...args) => logger.info({ graphql: args }, 'graphql'),
      warn: (...args) => logger.warn({ graphql: args }, 'graphql'),
      error: (...args) => logger.error({ graphql: args }, 'graphql'),
    },
    context: ({ request }) => ({ db, acceptLanguage: request.headers.get('accept-language') }),
    plugins: [
      useCSRFPrevention({ requestHeaders: [REQUESTED_BY_HEADER] }),
      useOperationNameInPath(),
      EnvelopArmorPlugin({
        maxDepth: { n: 8 },
        maxAliases: { n: 10 },
        maxTokens: { n: 1000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 5000 },
      }),
    ],
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
