// What the CLI and the dev server print about a generation.
import { formatDiagnostic } from './diagnostics.js';
import type { GenerateResult } from './generate.js';

export function report(result: GenerateResult, check = false): { out: string[]; err: string[] } {
  const err = result.diagnostics.flatMap((d) => [formatDiagnostic(d), ...(d.excerpt ? [d.excerpt] : [])]);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  if (errors) {
    err.push(`${errors} error${errors === 1 ? '' : 's'}: ${result.outDir}/ left unchanged`);
    return { out: [], err };
  }
  if (check && result.drift.length) {
    err.push(
      ...result.drift.map((drift) => `${drift.fromRoot ? '' : `${result.outDir}/`}${drift.path}: ${drift.kind}`),
    );
    err.push(`${result.outDir}/ is out of date with spec/: run npm run generate`);
    return { out: [], err };
  }
  const summary = check
    ? `${result.outDir}/ is up to date (${result.files.length} files, ${result.ms} ms)`
    : `generated ${result.files.length} files in ${result.ms} ms${result.written ? '' : ' (no changes)'}`;
  return { out: [summary], err };
}
