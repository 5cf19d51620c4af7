// npm run bench (first part): `npm run generate` end to end — node start-up, the TypeScript hook, the
// generator — 5 runs over the real spec, each a fresh process as a product owner's save starts it.
// The first run of the series fills the generator's cache (node_modules/.cache/generator) if it is empty;
// `--cold` empties it before every run, to show what an edit that invalidates everything costs.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const cold = process.argv.includes('--cold');
const times: number[] = [];

for (let run = 0; run < RUNS; run++) {
  if (cold) rmSync(join(root, 'node_modules', '.cache', 'generator'), { recursive: true, force: true });
  const started = performance.now();
  // the command `npm run generate` runs, without npm's own start-up (≈150 ms, not the generator's)
  const result = spawnSync(process.execPath, ['--import', './tsx-register.mjs', 'generator/cli.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  times.push(performance.now() - started);
  if (result.status !== 0) throw new Error(`generate --check failed:\n${result.stdout}${result.stderr}`);
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `generate --check × ${RUNS} over spec/${cold ? ' (cache emptied before each run)' : ''}: median ${ms(sorted[Math.floor(RUNS / 2)])} wall, min ${ms(sorted[0])}, max ${ms(sorted[RUNS - 1])}`,
);
