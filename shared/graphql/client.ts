import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient, type RequestOptions } from 'graphql-request';
import { graphQlBasePath } from '../domain/paths';
import { pageFetch } from '../ssr/page-fetch';
import { latestFeatureFlags } from '../flags/latest-flags';
import { isSentByGet } from '../domain/shared-queries';

export type GraphQlClientOptions = {
  /** Origin of the API; the apps call their own origin. */
  origin: string;
  /** Sent as accept-language. */
  locale: string;
  /** Which app calls (spec header "requested-by"); the server refuses calls without it (CSRF). */
  requestedBy: string;
  /** Told of every failed operation, e.g. to report it over the bridge. */
  onError?(failure: { operationName: string; codes: string[] }): void;
};

export type GraphQlRequest = <Result, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
) => Promise<Result>;

/**
 * The one GraphQL client: posts each operation to `{base}/{operationName}` with the spec's headers, as a
 * persisted operation: its hash (from the generated document) instead of its text, which the server
 * accepts only for operations the apps ship.
 */
export function createGraphQlClient({ origin, locale, requestedBy, onError }: GraphQlClientOptions): GraphQlRequest {
  // Operation names are unique across the apps (codegen refuses duplicates), so a name finds its hash.
  const hashByOperation = new Map<string, string>();
  const sharedOperations = new Set<string>();
  const client = new GraphQLClient(`${origin}${graphQlBasePath}`, {
    credentials: 'same-origin',
    // Read at each call, so a server rendering a page answers it in-process and tests may stub fetch.
    fetch: (input, init) => pageFetch(...sentByGetWhenShared(input, init, sharedOperations)),
    requestMiddleware: (request) => ({
      ...request,
      body: persistedBody(request.operationName, request.variables, hashByOperation),
      url: `${request.url}/${encodeURIComponent(request.operationName ?? 'anonymous')}`,
      headers: {
        ...Object.fromEntries(new Headers(request.headers).entries()),
        'accept-language': locale,
        'x-operation-name': request.operationName ?? '',
        'x-requested-by': requestedBy,
        'x-request-id': crypto.randomUUID(),
        // Spec 7's dtt header: whether this visitor's site is in the DTT experience group (a flag).
        'x-dtt': String(latestFeatureFlags().dttExperienceGroup),
      },
    }),
  });
  return async <Result, Variables extends Record<string, unknown>>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
  ) => {
    try {
      hashByOperation.set(operationNameOf(document), persistedHashOf(document));
      if (isSentByGet(document)) sharedOperations.add(operationNameOf(document));
      // graphql-request decides with a conditional type whether `variables` is optional, which TypeScript
      // cannot resolve for a generic Variables; the typed document already ties the two together.
      const options = { document, variables } as unknown as RequestOptions<Variables, Result>;
      return await client.request<Result, Variables>(options);
    } catch (error) {
      onError?.({ operationName: operationNameOf(document), codes: errorCodesOf(error) });
      throw error;
    }
  };
}

function persistedBody(operationName: string | undefined, variables: unknown, hashByOperation: ReadonlyMap<string, string>): string {
  const sha256Hash = hashByOperation.get(operationName ?? '');
  if (!sha256Hash) throw new Error(`The operation ${operationName ?? '(anonymous)'} has no persisted hash: run npm run codegen.`);
  return persistedOperationBody(operationName, variables, sha256Hash);
}

/**
 * A shared operation's call (shared/domain/shared-queries.ts) as a GET with its body's fields in the
 * query string, as the server reads them, so the browser's cache keeps the answer and revalidates it
 * with its ETag.
 * graphql-request only knows how to send its own GET (with the operation's text), so the persisted POST
 * it builds is turned into one here, on its way out.
 */
function sentByGetWhenShared(input: string | URL | Request, init: RequestInit | undefined, sharedOperations: ReadonlySet<string>): [string | URL | Request, RequestInit | undefined] {
  if (input instanceof Request || init?.method !== 'POST' || typeof init.body !== 'string') return [input, init];
  const url = new URL(input);
  const operationName = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  if (!sharedOperations.has(operationName)) return [input, init];
  const fields = JSON.parse(init.body) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const headers = new Headers(init.headers);
  headers.delete('content-type');
  return [url, { ...init, method: 'GET', body: null, headers }];
}

/** The body of a persisted operation (Apollo's protocol): name, variables and hash, no text. */
export function persistedOperationBody(operationName: string | undefined, variables: unknown, sha256Hash: string): string {
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } });
}

/** The hash GraphQL Code Generator put on the document (`sha256:…`), as hex; empty for a document it did not make. */
export function persistedHashOf(document: TypedDocumentNode<unknown, never>): string {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : '';
}

/** The name of a document's operation; 'anonymous' for an unnamed one. */
export function operationNameOf(document: TypedDocumentNode<unknown, never>): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation && 'name' in operation && operation.name ? operation.name.value : 'anonymous';
}

/** Every `extensions.code` of a failed call; NETWORK_ERROR when no answer came. */
export function errorCodesOf(error: unknown): string[] {
  if (error instanceof ClientError) {
    return (error.response.errors ?? []).map((item) => String(item.extensions?.code ?? 'UNKNOWN'));
  }
  return ['NETWORK_ERROR'];
}
