import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
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

/**
 * A failed call's operation name and error codes, as client.ts reads them, for its report. Once a call
 * went through the client its module is in hand; a call that could not fetch it reached no server
 * (NETWORK_ERROR, as the client says of any call that got no answer).
 */
export async function failedCallFacts(document: TypedDocumentNode<unknown, never>, error: unknown): Promise<{ operationName: string; codes: string[] }> {
  const client = await import('./client').catch(() => null);
  if (client) return { operationName: client.operationNameOf(document), codes: client.errorCodesOf(error) };
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return { operationName: (operation && 'name' in operation && operation.name?.value) || 'anonymous', codes: ['NETWORK_ERROR'] };
}
