// npm run bench:lantern -- <folder>/<page>-<run>-mobile: replays Lighthouse's simulation of the phone on a run
// that `bench:lighthouse --save=<folder>` kept (its trace and protocol log) and prints what the simulated
// largest paint waits for. Lighthouse does not time the page it loads: it re-plays the load on a 150 ms,
// 1.6 Mbit/s network with a 4× slower CPU, and its LCP is the moment the last request or task of a graph
// ends — every request begun before the paint was seen (low-priority pictures aside) and the tasks that
// led to them. So a script fetched before the largest paint counts whether the paint needed it or not.
// Printed: the simulated FCP and LCP (optimistic, pessimistic, and their mean, which Lighthouse reports),
// then the pessimistic graph's requests and longer tasks by simulated end, with what they cost.
import { readFile } from 'node:fs/promises';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const base = process.argv[2];
if (!base) throw new Error('usage: npm run bench:lantern -- <folder>/<page>-<run>-mobile');
const Trace = JSON.parse(await readFile(`${base}.trace.json`, 'utf8'));
const { DevtoolsLog, GatherContext, URL, settings } = JSON.parse(await readFile(`${base}.artifacts.json`, 'utf8'));
const data = {
  trace: Trace,
  devtoolsLog: DevtoolsLog,
  gatherContext: GatherContext,
  URL,
  settings,
  simulator: undefined,
};
const context = { computedCache: new Map(), settings };

interface Node {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; priority: string };
  duration?: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<Node, { startTime: number; endTime: number; duration: number }>;
}
const fcp = (await LanternFirstContentfulPaint.request(data, context)) as { timing: number };
const lcp = (await LanternLargestContentfulPaint.request(data, context)) as {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};
const ms = (n: number) => `${Math.round(n)} ms`;
console.log(
  `simulated FCP ${ms(fcp.timing)}; LCP ${ms(lcp.timing)} (optimistic ${ms(lcp.optimisticEstimate.timeInMs)}, pessimistic ${ms(lcp.pessimisticEstimate.timeInMs)})`,
);
const rows = [...lcp.pessimisticEstimate.nodeTimings]
  .filter(([node, t]) => node.type === 'network' || t.duration >= 20)
  .sort((a, b) => a[1].endTime - b[1].endTime);
for (const [node, t] of rows) {
  const what =
    node.type === 'network'
      ? `${node.request!.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}  ${(node.request!.transferSize / 1024).toFixed(1)} KB ${node.request!.priority}`
      : `task of ${ms(t.duration)}`;
  console.log(`  ${ms(t.startTime).padStart(8)} → ${ms(t.endTime).padStart(8)}  ${what}`);
}
