import { getOperationAST, Kind, type DocumentNode } from 'graphql';
import { PUBLIC_QUERY_FIELDS, VISITOR_QUERY_FIELDS } from '../../shared/domain/shared-queries';

/** Who an operation's answer is the same for: everyone, every visitor, or (null) it is personal. */
export type SharedAudience = 'everyone' | 'visitors';

/**
 * The audience of a query whose root fields are all public ('everyone') or all public or visitor
 * fields ('visitors', shared/domain/shared-queries.ts); null for anything else. No alias or fragment
 * can hide another field: each root selection must be one of them.
 */
export function sharedAudienceOf(document: DocumentNode, operationName: string | null | undefined): SharedAudience | null {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return null;
  const rootFields = operation.selectionSet.selections.map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : null));
  if (rootFields.every((field) => field !== null && PUBLIC_QUERY_FIELDS.has(field))) return 'everyone';
  if (rootFields.every((field) => field !== null && (PUBLIC_QUERY_FIELDS.has(field) || VISITOR_QUERY_FIELDS.has(field)))) return 'visitors';
  return null;
}

/** Whether the operation is a query of public root fields only. */
export function readsOnlyPublicData(document: DocumentNode, operationName: string | null | undefined): boolean {
  return sharedAudienceOf(document, operationName) === 'everyone';
}
