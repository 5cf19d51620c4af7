// Each e2e file gets a sandbox of its own: a fresh seeded database in a temporary folder, serving the build
// (E2E_DIST, else dist/). No file sees what another left, so files run in any order and in parallel.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { startSandbox } from '../../sandbox/server';

const dataDir = mkdtempSync(join(tmpdir(), 'tea-e2e-'));
const sandbox = await startSandbox({
  port: 0,
  dataDir,
  distDir: process.env.E2E_DIST ?? 'dist',
  log: false,
  smsResendMs: 0,
  sandboxEndpoints: true,
});
process.env.E2E_BASE_URL = sandbox.url;

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});
