// generated/api/schema.d.ts: the types of every path, operation and component, by openapi-typescript.
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import type { Ir } from '../ir.js';
import { header } from './code.js';

// An uploaded file (`format: binary`) is a Blob in the browser, not the string openapi-typescript assumes.
const BLOB = ts.factory.createTypeReferenceNode('Blob');

export async function emitSchemaTypes(ir: Ir): Promise<string> {
  // openapi-typescript bundles the document in place, so give it a copy
  const ast = await openapiTS(structuredClone(ir.openapi) as unknown as OpenAPI3, {
    silent: true,
    transform: (schema) => ('format' in schema && schema.format === 'binary' ? BLOB : undefined),
  });
  return header('spec/openapi.yaml') + astToString(ast);
}
