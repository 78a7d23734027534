import { getOperationAST, Kind, type DocumentNode } from 'graphql';

/**
 * Root fields whose answers are the same for everyone: hotel data and offers, never a member's or a
 * booking's. An operation that reads nothing else may be sent by GET, is kept by browsers and by the
 * server's public-answer cache, and runs without the browser's cookies, so no resolver under these
 * fields can make its answer depend on who asked.
 */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set(['property', 'propertyBySeoNickname', 'properties', 'confirmationOffers', 'suggestedPlaces']);

/** Whether the operation is a query of public root fields only (no alias or fragment can hide another field: each root selection must be one of them). */
export function readsOnlyPublicData(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_QUERY_FIELDS.has(selection.name.value),
  );
}
