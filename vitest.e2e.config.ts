import { defineConfig } from 'vitest/config';
import { LongestFirst } from './tests/e2e/longest-first';

// The e2e suite: every file starts its own sandbox (tests/e2e/file-sandbox.ts: a fresh seeded database)
// serving the production build and drives its own Chromium, so files share nothing and run side by side.
// Two at a time by default (this machine has two cores; each file runs a browser and a sandbox);
// E2E_WORKERS sets another number, 1 runs them one after another.
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    setupFiles: ['tests/e2e/file-sandbox.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    // a worker runs its files one after another in one process: the sandbox's and Playwright's modules are
    // loaded once per worker, not once per file (~1 s of CPU a file). Nothing is shared through them — each file
    // still starts its own sandbox on its own database and its own browser, and its own module state is fresh.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
