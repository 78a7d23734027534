import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const OPERATIONS_DIR = `${path.sep}shared${path.sep}graphql${path.sep}operations${path.sep}`;

/**
 * Rewrites each `graphql(`…`)` of shared/graphql/operations into an import of that one document from the
 * generated graphql.ts (the client preset's own Babel optimizer). Without it, `graphql()` looks the text
 * up in a map of every document, so each operation any app adds would ship in every app's first load.
 */
export function graphqlDocumentsPlugin(artifactDirectory: string): Plugin {
  return {
    name: 'portico-graphql-documents',
    enforce: 'pre',
    async transform(code, id) {
      if (!id.includes(OPERATIONS_DIR) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory, gqlTagName: 'graphql' }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
