// The whole pipeline: load → validate → ir → emit → write (or, with `check`, compare).
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hasErrors, sortDiagnostics } from './diagnostics.js';
import type { Diagnostic } from './diagnostics.js';
import { emit, EmitError } from './emit/index.js';
import { emitEditorSchemas, emitReference } from './emit/language.js';
import { buildIr } from './ir.js';
import { load } from './load.js';
import type { LoadedSpec } from './load.js';
import { validate } from './validate.js';
import { diffFiles, diffTree, writeChanged, writeFiles, writeTree } from './write.js';
import type { Drift } from './write.js';
import { diagnostic } from './yaml-source.js';

const SCHEMA_PATH = 'spec/schema';
const REFERENCE_DIR = 'docs/reference';

export interface GenerateOptions {
  /** the project root, holding spec/ (and src/screens/) */
  root: string;
  /** defaults to <root>/generated */
  outDir?: string;
  /** compare with outDir instead of writing it */
  check?: boolean;
  /** write only the files that changed, in place (the watcher: Vite then updates only those modules) */
  incremental?: boolean;
}

export interface GenerateResult {
  /** no error diagnostics and, with `check`, no drift */
  ok: boolean;
  diagnostics: Diagnostic[];
  /** emitted paths relative to outDir; empty when there were errors */
  files: string[];
  /** with `check`: how outDir differs from what the spec generates */
  drift: Drift[];
  /** whether outDir was changed */
  written: boolean;
  /** outDir relative to the root, for messages */
  outDir: string;
  ms: number;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const outDir = options.outDir ?? join(options.root, 'generated');
  const shownOutDir = relative(options.root, outDir).startsWith('..') ? outDir : relative(options.root, outDir);
  const result = (fields: Partial<GenerateResult>): GenerateResult => ({
    ok: false,
    diagnostics: [],
    files: [],
    drift: [],
    written: false,
    outDir: shownOutDir,
    ms: Math.round(performance.now() - started),
    ...fields,
  });
  const loaded = load(options.root);
  const diagnostics = sortDiagnostics([...loaded.diagnostics, ...(await validate(loaded.spec, options.root))]);
  if (hasErrors(diagnostics)) return result({ diagnostics });
  let files: Record<string, string>;
  const ir = buildIr(loaded.spec);
  try {
    files = await emit(ir);
  } catch (error) {
    if (!(error instanceof EmitError)) throw error;
    return result({ diagnostics: sortDiagnostics([...diagnostics, emitDiagnostic(loaded.spec, error)]) });
  }
  const paths = Object.keys(files).sort();
  // the editor schemas and the reference, for a project that holds the language (not a test fixture)
  const language = existsSync(join(options.root, SCHEMA_PATH));
  const editorSchemas = language ? emitEditorSchemas(ir, loaded.spec) : {};
  const referenceDir = join(options.root, REFERENCE_DIR);
  const reference = language ? emitReference() : undefined;
  if (options.check) {
    const drift = [
      ...diffTree(outDir, files),
      ...diffFiles(options.root, editorSchemas),
      ...(reference ? diffTree(referenceDir, reference).map((found) => ({ ...found, path: `${REFERENCE_DIR}/${found.path}`, fromRoot: true })) : []),
    ];
    return result({ ok: drift.length === 0, diagnostics, files: paths, drift });
  }
  const written = [(options.incremental ? writeChanged : writeTree)(outDir, files), writeFiles(options.root, editorSchemas), reference ? writeTree(referenceDir, reference) : false];
  return result({ ok: true, diagnostics, files: paths, written: written.some(Boolean) });
}

function emitDiagnostic(spec: LoadedSpec, error: EmitError): Diagnostic {
  const file = spec.forms.find((form) => form.file.path === error.file)?.file;
  return file
    ? diagnostic(file, error.path, error.message)
    : { file: error.file, line: 1, col: 1, message: error.message, severity: 'error' };
}
