import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSandbox } from '../../sandbox/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A fresh sandbox (own database) serving dist/ (E2E_DIST overrides: parallel builds), for the whole e2e run. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-e2e-'));
  const sandbox = await startSandbox({ port: 0, dataDir, distDir: process.env.E2E_DIST ?? 'dist', log: false, smsResendMs: 0, sandboxEndpoints: true });
  project.provide('baseUrl', sandbox.url);
  return async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
