import { defineConfig } from 'vitest/config';

// Unit, generator, form and sandbox tests; the browser suite has its own config (vitest.e2e.config.ts).
// Node by default: a test that needs a DOM says so with `// @vitest-environment happy-dom`.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
  },
});
