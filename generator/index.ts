// The generator's API, for the CLI, the tests, the bench and the dev server (sandbox/dev.ts).
export { generate } from './generate.js';
export type { GenerateOptions, GenerateResult } from './generate.js';
export { watch } from './watch.js';
export type { WatchOptions, Watcher } from './watch.js';
export { formatDiagnostic } from './diagnostics.js';
export type { Diagnostic } from './diagnostics.js';
export { report } from './report.js';
