import { defineConfig } from 'vitest/config';

// The e2e suite: one sandbox serving the production build, one Chromium, files run one at a time
// (this machine has two cores and the journeys share the sandbox's database).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
