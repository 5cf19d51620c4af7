// npm run bench (second part): a bounded load run against the sandbox on loopback — a list call and a
// detail call, each at 10 and 50 connections for a few seconds. The sandbox runs as `npm start` does
// (bench/sandbox-process.ts: its own process, a fresh data folder).
// Prints requests per second, p50 and p99 latency and the error count (transport errors, HTTP
// status ≠ 200, or an envelope code ≠ 200).
import autocannon from 'autocannon';
import { signed, spec, startSandboxProcess } from './sandbox-process.js';

const SECONDS = 5;
const CONCURRENCY = [10, 50];

const op = (id: string) => spec.operations.find((o) => o.operationId === id)!;
const CALLS = [
  { name: 'list   (getNoticeList, 10 per page)', op: op('getNoticeList'), query: 'pageIndex=1&pageSize=10' },
  { name: 'detail (getJob)', op: op('getJob'), query: 'id=job-01' },
];

const { url: base, stop } = await startSandboxProcess();

try {
  console.log(`sandbox load on loopback (${base}), ${SECONDS} s per run:`);
  for (const call of CALLS) {
    for (const connections of CONCURRENCY) {
      let badEnvelopes = 0;
      const result = await autocannon({
        url: `${base}${call.op.path}?${call.query}`,
        method: call.op.method.toUpperCase() as 'GET' | 'POST',
        headers: signed(),
        connections,
        duration: SECONDS,
        setupClient: (client) =>
          client.on('body', (body: Buffer) => {
            if (!body.toString('utf8', 0, 24).includes('"code":200')) badEnvelopes++;
          }),
      });
      const errors = result.errors + result.timeouts + result.non2xx + badEnvelopes;
      console.log(
        `  ${call.name.padEnd(36)} c=${String(connections).padStart(2)}: ${result.requests.average.toFixed(0).padStart(5)} req/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${errors} of ${result.requests.total}`,
      );
    }
  }
} finally {
  stop();
}
