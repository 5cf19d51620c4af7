// The whole pipeline: load → validate → ir → emit (generator/pipeline.ts), then write (or, with `check`,
// compare). A run whose inputs a run before it had (generator/run-cache.ts) takes that run's outputs.
import { join, relative } from 'node:path';
import { runKey, readRun, storeRun } from './run-cache.js';
import type { Generated } from './pipeline.js';
import { diffFiles, diffTree, writeChanged, writeFiles, writeTree } from './write.js';
import type { Drift } from './write.js';
import type { Diagnostic } from './diagnostics.js';

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
  const key = runKey(options.root);
  let generated = readRun<Generated>(options.root, key);
  if (!generated) {
    const { runPipeline } = await import('./pipeline.js');
    generated = await runPipeline(options.root);
    storeRun(options.root, key, generated);
  }
  const { diagnostics, files, editorSchemas = {}, reference } = generated;
  if (!files) return result({ diagnostics });
  const paths = Object.keys(files).sort();
  const referenceDir = join(options.root, REFERENCE_DIR);
  if (options.check) {
    const drift = [
      ...diffTree(outDir, files),
      ...diffFiles(options.root, editorSchemas),
      ...(reference
        ? diffTree(referenceDir, reference).map((found) => ({
            ...found,
            path: `${REFERENCE_DIR}/${found.path}`,
            fromRoot: true,
          }))
        : []),
    ];
    return result({ ok: drift.length === 0, diagnostics, files: paths, drift });
  }
  const written = [
    (options.incremental ? writeChanged : writeTree)(outDir, files),
    writeFiles(options.root, editorSchemas),
    reference ? writeTree(referenceDir, reference) : false,
  ];
  return result({ ok: true, diagnostics, files: paths, written: written.some(Boolean) });
}
