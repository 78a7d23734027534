import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/**
 * Root fields whose answers are the same for everyone: hotel data and offers, never a member's or a
 * booking's. An operation that reads nothing else is sent by GET, kept by browsers and by the server's
 * answer cache, and runs without the browser's cookies, so no resolver under these fields can make its
 * answer depend on who asked.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(['property', 'propertyBySeoNickname', 'properties', 'confirmationOffers', 'suggestedPlaces']);

/**
 * Root fields whose answers are the same for every visitor, and a member's own once signed in: the rate
 * search (member rates and a points balance). Sent by a browser with no sign-in session, such an
 * operation runs without its cookies and its answer is kept by the server and revalidated by the
 * browser; sent by a member, it is theirs alone and never kept. Its variables are a search, nothing
 * personal, so it too is sent by GET.
 */
export const VISITOR_QUERY_FIELDS: ReadonlySet<string> = new Set(['searchProductsByProperty']);

/** Whether a root field's answer is shared by everyone or by every visitor. */
export const isSharedField = (field: string) => PUBLIC_QUERY_FIELDS.has(field) || VISITOR_QUERY_FIELDS.has(field);

/**
 * Whether the apps' client sends a document by GET: a query whose root selections are all shared fields
 * (the server decides again for itself, mock-api/graphql/public-query.ts). Read from the document's
 * syntax tree as it is, so the browser needs no GraphQL library to tell.
 */
export function isSentByGet(document: TypedDocumentNode<unknown, never>): boolean {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (operation?.kind !== 'OperationDefinition' || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every((selection) => selection.kind === 'Field' && isSharedField(selection.name.value));
}
