// The generator's work on a spec: load → validate → ir → emit, and the language's outputs outside
// generated/ (editor schemas, reference). generate.ts loads this module only when its run cache has no
// answer for the inputs, so an unchanged spec costs none of its imports (yaml, ajv, Redocly, …).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hasErrors, sortDiagnostics } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';
import { emit, EmitError } from './emit/index.js';
import { emitCatalogues } from './emit/catalogues.js';
import { emitEditorSchemas, emitReference } from './emit/language.js';
import { buildIr } from './ir.js';
import { load } from './load.js';
import type { LoadedSpec } from './load.js';
import { validate } from './validate.js';
import { diagnostic } from './yaml-source.js';

const SCHEMA_PATH = 'spec/schema';

/** What a spec generates; `files` etc. are absent when there were errors. */
export interface Generated {
  diagnostics: Diagnostic[];
  /** generated/'s files by path relative to it */
  files?: Record<string, string>;
  /** spec/schema/*.spec-aware.json by path from the root */
  editorSchemas?: Record<string, string>;
  /** docs/reference/'s files, for a project that holds the language (not a test fixture) */
  reference?: Record<string, string>;
}

export async function runPipeline(root: string): Promise<Generated> {
  const loaded = load(root);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...(await validate(loaded.spec, root))]);
  if (hasErrors(diagnostics)) return { diagnostics };
  const ir = buildIr(loaded.spec);
  let files: Record<string, string>;
  try {
    files = await emit(ir);
  } catch (error) {
    if (!(error instanceof EmitError)) throw error;
    return { diagnostics: sortDiagnostics([...diagnostics, emitDiagnostic(loaded.spec, error)]) };
  }
  const language = existsSync(join(root, SCHEMA_PATH));
  if (!language) return { diagnostics, files, editorSchemas: {} };
  const catalogues = emitCatalogues(ir, loaded.spec);
  const titles = Object.fromEntries(
    Object.entries(catalogues).map(([file, text]) => [file, text.split('\n')[0].replace(/^# /, '')]),
  );
  return {
    diagnostics,
    files,
    editorSchemas: emitEditorSchemas(ir, loaded.spec),
    reference: { ...emitReference(titles), ...catalogues },
  };
}

function emitDiagnostic(spec: LoadedSpec, error: EmitError): Diagnostic {
  const file = spec.forms.find((form) => form.file.path === error.file)?.file;
  return file
    ? diagnostic(file, error.path, error.message)
    : { file: error.file, line: 1, col: 1, message: error.message, severity: 'error' };
}
