import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Operations are posted to `{base}/{operationName}` (spec, call catalogue). The path names the
 * operation so logs, caches and rate limits can tell calls apart without reading bodies; this keeps
 * the path honest by refusing a body whose operation is another one.
 */
export function useOperationNameInPath(): Plugin {
  return {
    onParams({ request, params }) {
      const segment = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
      if (!params.operationName) {
        throw createGraphQLError(`Name the operation: this endpoint serves "${segment}" only.`, {
          extensions: { code: 'OPERATION_NAME_REQUIRED', http: { status: 400 } },
        });
      }
      if (params.operationName !== segment) {
        throw createGraphQLError(
          `The operation "${params.operationName}" was sent to the address of "${segment}"; post it to …/${params.operationName}.`,
          { extensions: { code: 'OPERATION_NAME_MISMATCH', http: { status: 400 } } },
        );
      }
    },
  };
}
