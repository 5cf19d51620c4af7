// The command line as CI runs it: `npm run generate -- --check` on this project.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './helpers';

function cli(...flags: string[]) {
  return spawnSync(process.execPath, ['--import', './tsx-register.mjs', 'generator/cli.ts', ...flags], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
}

describe('npm run generate', () => {
  it('--check exits 0 when generated/ is up to date with spec/', () => {
    const run = cli('--check');
    expect(run.stderr).not.toMatch(/error|differs|missing|extra/);
    expect(run.stdout).toMatch(/^generated\/ is up to date \(\d+ files, \d+ ms\)$/m);
    expect(run.status).toBe(0);
  }, 30_000);

  it('refuses an unknown flag with the usage line', () => {
    const run = cli('--chekc');
    expect(run.stderr.trim()).toBe('usage: npm run generate [-- --check | --watch]');
    expect(run.status).toBe(2);
  }, 30_000);
});
