// npm run bench:list-statements: every list call a page makes (bench/list-calls.ts), run in-process
// against a freshly seeded sandbox database: SQL statements per request (deterministic) and the
// handler's time as a ratio to the notice list's, measured in the same loop (ratios survive a loaded
// machine; absolute figures do not). Each ratio at most 2.
import { performance } from 'node:perf_hooks';
import { inProcessLists } from './in-process-lists.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const { calls, statements: counter, close } = inProcessLists();
const notice = calls.find((c) => c.name.startsWith('getNoticeList'))!;

const timeOf = async (run: () => unknown) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  console.log(
    `${calls.length} list calls, ${ROUNDS} rounds each (median of handler time / notice list time, same loop)`,
  );
  let misses = 0;
  for (const call of calls) {
    counter.reset();
    try {
      await call.run();
    } catch (err) {
      // a call the page makes for members only (its session. parameter left out)
      console.log(`    ${call.name.slice(0, 70).padEnd(70)} refused to a visitor: ${(err as Error).message}`);
      continue;
    }
    const statements = counter.count;
    const ratios: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      times.push(await timeOf(call.run));
      ratios.push(times[i] / Math.max(await timeOf(notice.run), 1e-3));
    }
    const ratio = median(ratios);
    if (ratio > 2) misses++;
    console.log(
      `  ${ratio > 2 ? '✗' : ' '} ${call.name.slice(0, 70).padEnd(70)} ${String(statements).padStart(4)} statements  ×${ratio.toFixed(2).padStart(6)}  ${String(Math.round(1000 * median(times))).padStart(5)} µs`,
    );
  }
  console.log(`${calls.length - misses} of ${calls.length} within 2× the notice list`);
} finally {
  close();
}
