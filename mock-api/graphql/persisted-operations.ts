import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { Plugin } from 'graphql-yoga';

/**
 * The operations the apps ship, by the SHA-256 of their text: written by GraphQL Code Generator from
 * `shared/graphql/operations/` (`npm run codegen`; `npm test` fails when it is stale), so the list the
 * server trusts is the list the apps were built with.
 */
const MANIFEST_URL = new URL('../../shared/graphql/generated/persisted-documents.json', import.meta.url);

/** Each persisted operation's text by its hash as clients send it: hex, without codegen's `sha256:` prefix. */
export function loadPersistedOperations(): ReadonlyMap<string, string> {
  const manifest = JSON.parse(readFileSync(fileURLToPath(MANIFEST_URL), 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([hash, text]) => [hash.replace(/^sha256:/, ''), text]));
}

const requestError = (code: string, message: string) => ({ message, extensions: { code, http: { status: 400 } } });

/**
 * Runs only the persisted operations (spec 02 §7: every operation has a persisted-query hash): a client
 * sends `extensions.persistedQuery.sha256Hash` and no text, as in Apollo's protocol. Operation text is
 * refused unless `allowArbitraryOperations` (development tools and tests), so nobody can run an
 * operation the apps never ask, at any address.
 */
export function usePersistedOperationsOnly({ allowArbitraryOperations }: { allowArbitraryOperations: boolean }): Plugin {
  const operations = loadPersistedOperations();
  return usePersistedOperations({
    allowArbitraryOperations,
    // A Map, not the parsed object: a hash such as `__proto__` must find nothing rather than a prototype.
    getPersistedOperation: (hash) => operations.get(hash) ?? null,
    customErrors: {
      notFound: requestError('PERSISTED_QUERY_NOT_FOUND', 'No operation of the apps has this sha256Hash: send the hash of a persisted operation.'),
      keyNotFound: requestError(
        'PERSISTED_QUERY_ID_REQUIRED',
        'Send the operation as extensions.persistedQuery { version: 1, sha256Hash } (a persisted operation of the apps).',
      ),
      persistedQueryOnly: requestError(
        'PERSISTED_QUERY_ONLY',
        'This server runs only the persisted operations of the apps: send extensions.persistedQuery.sha256Hash instead of the operation text.',
      ),
    },
  });
}
