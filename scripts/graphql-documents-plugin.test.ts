import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OrderConfirmationDocument } from '../shared/graphql/generated/graphql';
import { graphqlDocumentsPlugin } from './graphql-documents-plugin';

const ROOT = path.resolve(import.meta.dirname, '..');
const OPERATIONS = path.join(ROOT, 'shared/graphql/operations/checkout/confirmation.ts');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const context = { addWatchFile: () => undefined, error: (message: string) => { throw new Error(message); } };

function hooks() {
  const plugin = graphqlDocumentsPlugin(path.join(ROOT, 'shared/graphql/generated'));
  const call = (hook: unknown, ...args: unknown[]) => (hook as Hook).call(context, ...args);
  return {
    transform: async (code: string, id: string) => (await call(plugin.transform, code, id)) as { code: string } | null,
    resolveId: (id: string) => call(plugin.resolveId, id) as string | null,
    load: (id: string) => call(plugin.load, id) as { code: string; moduleSideEffects: boolean } | null,
  };
}

describe('graphqlDocumentsPlugin', () => {
  it('imports each document of an operations file from a module of its own, never from graphql.ts', async () => {
    const result = await hooks().transform(readFileSync(OPERATIONS, 'utf8'), OPERATIONS);
    expect(result?.code).toContain('import OrderConfirmationDocument from "virtual:portico-graphql-document/OrderConfirmationDocument";');
    expect(result?.code).toContain('export const OrderConfirmationQuery = OrderConfirmationDocument;');
    expect(result?.code).not.toMatch(/generated\/graphql"/);
  });

  it('serves a document’s module as the generated document itself, persisted hash included, free of side effects', () => {
    const { resolveId, load } = hooks();
    const id = resolveId('virtual:portico-graphql-document/OrderConfirmationDocument');
    expect(id).toBe('\0virtual:portico-graphql-document/OrderConfirmationDocument');
    const module = load(id!);
    expect(module?.moduleSideEffects).toBe(false);
    expect(JSON.parse(module!.code.replace(/^export default /, '').replace(/;\n$/, ''))).toEqual(OrderConfirmationDocument);
  });

  it('leaves other files and ids alone, and names a document codegen has not made', async () => {
    const { transform, resolveId, load } = hooks();
    expect(await transform('export const x = 1;', path.join(ROOT, 'host/main.tsx'))).toBeNull();
    expect(resolveId('react')).toBeNull();
    expect(load('/work/host/main.tsx')).toBeNull();
    expect(() => load('\0virtual:portico-graphql-document/NoSuchDocument')).toThrow(/No generated document NoSuchDocument/);
  });
});
