// generated/api/schema.d.ts: the types of every path, operation and component, by openapi-typescript.
// Loading it (and TypeScript) and running it takes seconds: the result is cached by the document.
import type { OpenAPI3 } from 'openapi-typescript';
import { cached } from '../cache.js';
import type { Ir } from '../ir.js';
import { header } from './code.js';

export async function emitSchemaTypes(ir: Ir): Promise<string> {
  const types = await cached({ name: 'openapi-types', sources: [import.meta.url] }, ir.openapi, async () => {
    const [{ default: openapiTS, astToString }, { default: ts }] = await Promise.all([
      import('openapi-typescript'),
      import('typescript'),
    ]);
    // An uploaded file (`format: binary`) is a Blob in the browser, not the string openapi-typescript assumes.
    const blob = ts.factory.createTypeReferenceNode('Blob');
    // openapi-typescript bundles the document in place, so give it a copy
    const ast = await openapiTS(structuredClone(ir.openapi) as unknown as OpenAPI3, {
      silent: true,
      transform: (schema) => ('format' in schema && schema.format === 'binary' ? blob : undefined),
    });
    return astToString(ast);
  });
  return header('spec/openapi.yaml') + types;
}
