import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files in the order of their paths. Vitest's default order follows its results cache (failed and slow first)
 * or, on a fresh machine, file sizes, so CI and a developer's machine ran the journeys in different orders over
 * the one shared sandbox; one order everywhere makes a failure seen in CI one that reproduces here.
 */
class PathOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

// The e2e suite: one sandbox serving the production build, one Chromium, files run one at a time
// (this machine has two cores and the journeys share the sandbox's database).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: PathOrder },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
