import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Root fields whose answers are the same for everyone: hotel data and offers, never a member's or a booking's. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(['property', 'propertyBySeoNickname', 'properties', 'confirmationOffers']);

/** How long a browser or shared cache may keep a public answer: hotel content changes rarely, notices daily. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';
export const PRIVATE_CACHE_CONTROL = 'no-store';

/**
 * Says how each GraphQL answer may be cached. Only a query that reads nothing but public hotel data and
 * succeeded may be kept; anything else (a member's data, a reservation, any mutation, any error, a call
 * refused before it ran) is `no-store`, so a shared computer's cache or a proxy never holds it.
 */
export function useCacheControl(): Plugin {
  const publicAnswers = new WeakSet<Request>();
  return {
    onExecute({ args }) {
      if (!readsOnlyPublicData(args.document, args.operationName)) return;
      const { request } = args.contextValue as { request: Request };
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result && result.errors?.length)) publicAnswers.add(request);
        },
      };
    },
    onResponse({ request, response }) {
      const isPublic = publicAnswers.has(request) && response.status === 200;
      response.headers.set('cache-control', isPublic ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
      // The answer's words follow the caller's language (notices, formatted details).
      if (isPublic) response.headers.set('vary', 'accept-language');
    },
  };
}

function readsOnlyPublicData(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value),
  );
}
