import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';

/** The ceiling for the API bench: graphql-yoga answering a constant, nothing else. */
const yoga = createYoga({
  schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
  logging: false,
  graphiql: false,
});
const port = Number(process.env.PORT ?? 18590);
createServer(yoga).listen(port, '127.0.0.1', () => console.log(`bare yoga on ${port}`));
process.on('SIGTERM', () => process.exit(0));
