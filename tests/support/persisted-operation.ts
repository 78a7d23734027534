import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST } from 'graphql';
import { persistedHashOf, persistedOperationBody } from '../../shared/graphql/client';

/**
 * One of the apps' operations as their client sends it (name, variables and hash, no text), for the
 * suites and benchmarks that talk to a production server, which runs persisted operations only.
 */
export function persistedOperation<Variables>(document: TypedDocumentNode<unknown, Variables>, variables: Variables) {
  const operationName = getOperationAST(document)?.name?.value;
  const sha256Hash = persistedHashOf(document);
  if (!operationName || !sha256Hash) throw new Error('Not an operation of the apps: pass a generated document (npm run codegen).');
  return { operationName, body: persistedOperationBody(operationName, variables, sha256Hash) };
}
