import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import type { Plugin } from 'vite';

const OPERATIONS_DIR = `${path.sep}shared${path.sep}graphql${path.sep}operations${path.sep}`;
/** The id an operation file imports one document by; `\0` marks the resolved id as virtual, as Rollup asks. */
const DOCUMENT_ID = 'virtual:portico-graphql-document/';
const RESOLVED_DOCUMENT_ID = `\0${DOCUMENT_ID}`;
/** One generated document per line: `export const XDocument = {…} as unknown as DocumentNode<…>;`. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/;

/** The generated documents by export name, as the JSON of their AST (and persisted hash). */
function readDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match) documents.set(match[1]!, match[2]!);
  }
  return documents;
}

/**
 * Rewrites each `graphql(`…`)` of shared/graphql/operations into an import of that one document (the
 * client preset's own Babel optimizer), and serves each document as a module of its own. Without the
 * first, `graphql()` looks the text up in a map of every document, so each operation any app adds would
 * ship in every app's first load. Without the second, every document imported anywhere is one module,
 * the generated graphql.ts, which the bundler cannot split: the documents of pages that load with their
 * route would still sit in the first load, beside the ones it uses.
 */
export function graphqlDocumentsPlugin(artifactDirectory: string): Plugin {
  const generatedFile = path.join(artifactDirectory, 'graphql.ts');
  let documents: Map<string, string> | null = null;
  return {
    name: 'portico-graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOCUMENT_ID) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_DOCUMENT_ID)) return null;
      this.addWatchFile(generatedFile);
      documents ??= readDocuments(generatedFile);
      const name = id.slice(RESOLVED_DOCUMENT_ID.length);
      const json = documents.get(name);
      if (json === undefined) this.error(`No generated document ${name} in ${generatedFile}: run npm run codegen`);
      return { code: `export default ${json};\n`, moduleSideEffects: false };
    },
    watchChange(id) {
      if (id === generatedFile) documents = null;
    },
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
      if (!result?.code) return null;
      // The optimizer imports each document by name from graphql.ts: each comes from its own module instead.
      const perDocument = result.code.replace(/^import \{ (\w+) \} from "[^"]*\/generated\/graphql";$/gm, (_line, name: string) => `import ${name} from "${DOCUMENT_ID}${name}";`);
      return { code: perDocument, map: result.map };
    },
  };
}
