import { getOperationAST, parse } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { sharedAudienceOf, type SharedAudience } from './public-query';

/** A persisted operation whose answer is shared: its name and who it is the same for. */
export type SharedOperation = { name: string; audience: SharedAudience };

/** The persisted operations whose answers are shared (public-query.ts), by hash. */
export type PublicOperations = ReadonlyMap<string, SharedOperation>;

export function publicOperationsOf(persisted: ReadonlyMap<string, string>): PublicOperations {
  const found = new Map<string, SharedOperation>();
  for (const [hash, text] of persisted) {
    const document = parse(text);
    const name = getOperationAST(document)?.name?.value;
    const audience = name ? sharedAudienceOf(document, name) : null;
    if (name && audience) found.set(hash, { name, audience });
  }
  return found;
}

/** A call of a shared persisted operation, as its answer is kept under: hash and variables as sent, and who it is for. */
export type PublicPersistedCall = { sha256Hash: string; variables: string; audience: SharedAudience };

// Longer variables than any hotel page sends are not worth a place in the cache.
const VARIABLES_MAX = 1024;
const CALL_KEYS = new Set(['operationName', 'variables', 'extensions']);

/**
 * The shared persisted operation a request calls, when the request is exactly what the apps' client
 * sends and nothing more: `operationName` (the one its address names), `variables` and
 * `extensions.persistedQuery` `{ version: 1, sha256Hash }` of a public operation, by a JSON POST or by
 * GET. Anything else (operation text, another key, a mismatched name, a personal operation) is null
 * and goes to Yoga, whose checks answer it; so a kept answer is only ever given to a request that the
 * same checks passed before with the same operation and variables.
 */
export function publicPersistedCallOf(request: FastifyRequest, publicOperations: PublicOperations): PublicPersistedCall | null {
  const fields = request.method === 'GET' ? queryStringFields(request.query) : request.body;
  if (!isPlainObject(fields) || !Object.keys(fields).every((key) => CALL_KEYS.has(key))) return null;
  const { operationName, variables = {}, extensions } = fields;
  const addressed = (request.params as { operationName?: unknown }).operationName;
  if (typeof operationName !== 'string' || operationName !== addressed) return null;
  const sha256Hash = persistedHashOf(extensions);
  if (sha256Hash === null) return null;
  const operation = publicOperations.get(sha256Hash);
  if (!operation || operation.name !== operationName) return null;
  if (!isPlainObject(variables)) return null;
  const sentVariables = JSON.stringify(variables);
  return sentVariables.length > VARIABLES_MAX ? null : { sha256Hash, variables: sentVariables, audience: operation.audience };
}

/** GET carries each field as JSON text in the query string, as Yoga reads it; null when any is not JSON. */
function queryStringFields(query: unknown): Record<string, unknown> | null {
  if (!isPlainObject(query)) return null;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return null;
    if (key === 'operationName') fields[key] = value;
    else {
      try {
        fields[key] = JSON.parse(value);
      } catch {
        return null;
      }
    }
  }
  return fields;
}

function persistedHashOf(extensions: unknown): string | null {
  if (!isPlainObject(extensions) || Object.keys(extensions).length !== 1) return null;
  const { persistedQuery } = extensions;
  if (!isPlainObject(persistedQuery) || Object.keys(persistedQuery).length !== 2) return null;
  const { version, sha256Hash } = persistedQuery;
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
