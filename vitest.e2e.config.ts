import { defineConfig } from 'vitest/config';

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
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
