import type { GraphQlRequest } from '../../shared/graphql/client';
import { config } from './config';
import { raiseGraphQlError } from './page-events';

let client: Promise<GraphQlRequest> | undefined;

/**
 * The host's GraphQL client; failures raise the spec's global graphql-error event. Its code (the
 * GraphQL client library and the GraphQL parser under it, some 12 kB) loads with the first call: a
 * server-rendered page hydrates from the data it came with and calls nothing at first.
 */
export const requestGraphQl: GraphQlRequest = async (document, variables) => {
  client ??= import('../../shared/graphql/client').then(({ createGraphQlClient }) =>
    createGraphQlClient({
      // Rendering on the server there is no window: the same origin, as the server knows it.
      origin: globalThis.window?.location.origin ?? config.hostOrigin,
      locale: config.locale,
      requestedBy: 'portico-host',
      onError: raiseGraphQlError,
    }),
  );
  return (await client)(document, variables);
};
