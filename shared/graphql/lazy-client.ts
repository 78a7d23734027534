import type { GraphQlClientOptions, GraphQlRequest } from './client';

/**
 * The shared GraphQL client (client.ts), fetched with its first call: graphql-request and the parts of
 * graphql it prints documents with are about 12 kB gzip, which a page the server rendered with its data
 * does not need until the guest acts. A failed fetch of it fails that call, and the next one asks again.
 */
export function lazyGraphQlClient(options: GraphQlClientOptions): GraphQlRequest {
  let client: Promise<GraphQlRequest> | null = null;
  const load = () =>
    (client ??= import('./client').then(
      ({ createGraphQlClient }) => createGraphQlClient(options),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  return async (document, variables) => (await load())(document, variables);
}
