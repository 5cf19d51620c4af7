// npm run bench: the full generation (load, validate, emit, write) over the real spec, 5 runs, each
// writing into a fresh temp dir so every run does the whole write and generated/ stays untouched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '../generator/index.js';

const RUNS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const times: number[] = [];

for (let run = 0; run < RUNS; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'generate-bench-'));
  const started = performance.now();
  const result = await generate({ root, outDir: join(dir, 'generated') });
  times.push(performance.now() - started);
  rmSync(dir, { recursive: true, force: true });
  if (!result.ok) throw new Error('the spec has errors: run npm run generate to see them');
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const sorted = [...times].sort((a, b) => a - b);
const summary = `min ${ms(sorted[0])}, median ${ms(sorted[Math.floor(RUNS / 2)])}; first (cold) run ${ms(times[0])}`;
console.log(`generate × ${RUNS} over spec/: ${summary}`);
