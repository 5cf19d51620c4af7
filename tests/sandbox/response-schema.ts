// Each operation's 200 response schema from spec/openapi.yaml, compiled with ajv (JSON Schema 2020-12,
// the dialect of OpenAPI 3.1) so tests check answers independently of the sandbox's own validator.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { spec } from './harness.js';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
ajv.addSchema(spec.doc, 'spec');

const pointer = (...segments: string[]) =>
  segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export function responseValidator(operationId: string) {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const paths = spec.doc.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  const response = paths[op.path][op.method].responses['200'];
  // A response may be a $ref to components/responses; its schema lives under that component.
  const at = response.$ref ? response.$ref.slice(1) : pointer('paths', op.path, op.method, 'responses', '200');
  return ajv.compile({ $ref: `spec#${at}${pointer('content', 'application/json', 'schema')}` });
}
