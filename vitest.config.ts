import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, generator, form and sandbox tests; the browser suite has its own config (vitest.e2e.config.ts).
// Node by default: a test that needs a DOM says so with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // a file on every core: Vitest's default keeps one core for its main process, which does little once the
    // files are loaded — on two cores that ran one file at a time (unit and sandbox tests 48 + 152 s one after the
    // other, 137 s in one run of two workers, 28 Nov)
    maxWorkers: availableParallelism(),
    // several files start sandboxes (an SQLite seed each) or compile the whole spec's schemas: on a busy
    // two-core machine one of them takes longer than vitest's 5 s / 10 s defaults without anything being wrong
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
