// Stage 4: every file of generated/, by path relative to it, from the model, formatted by Prettier
// (./format.ts). Pure apart from openapi-typescript and Prettier being asynchronous.
import type { Ir } from '../ir.js';
import { emitClient } from './client.js';
import { emitContent } from './content.js';
import { emitDisplay } from './display.js';
import { formatFiles } from './format.js';
import { emitForms } from './forms.js';
import { emitOperations } from './operations.js';
import { emitPages, emitPageTypes, emitPlatform, emitRoutes } from './routes.js';
import { emitSchemaTypes } from './schema-types.js';
import { supportTs } from './static.js';
import { emitTexts } from './texts.js';

export { EmitError } from './forms.js';

export async function emit(ir: Ir): Promise<Record<string, string>> {
  return formatFiles({
    'api/schema.d.ts': await emitSchemaTypes(ir),
    'api/operations.ts': emitOperations(ir),
    'api/client.ts': emitClient(ir),
    'api/support.ts': supportTs,
    ...emitForms(ir),
    'display.ts': emitDisplay(ir),
    'routes.ts': emitRoutes(ir),
    'page-types.ts': emitPageTypes(),
    'platform.ts': emitPlatform(ir),
    ...emitPages(ir),
    ...(ir.texts && emitTexts(ir.texts)),
    ...(ir.content && emitContent(ir.content)),
  });
}
