// npm run bench:lists: every list call a page makes (bench/list-calls.ts, from spec/routes.yaml) at
// 10 and 50 connections against the sandbox as `npm start` runs it, with p50 / p99 beside the notice
// list's. The goal: each p50 at most 2× the notice list's, each p99 under 100 ms at c=50.
// Operation ids on the command line run only those calls (the notice list always runs, as the yardstick).
// Each call also prints the sandbox's CPU time per request as a ratio to the notice list's: on a machine
// other work keeps busy, latency counts the waits for a core and the CPU figure is the one to compare.
import autocannon from 'autocannon';
import { BENCH_MEMBER, callName, listCalls } from './list-calls.js';
import { signed, spec, startSandboxProcess } from './sandbox-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** Unmeasured seconds of each call first: a handler's first requests pay for its compilation. */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 0.5);
const CONCURRENCY = [10, 50];

const only = process.argv.slice(2);
const calls = listCalls().filter((c) => !only.length || only.includes(c.op.operationId));
const noticeList = listCalls().find((c) => c.op.operationId === 'getNoticeList')!;
const { url: base, cpuMs, stop } = await startSandboxProcess();

/** The demo member's id and session cookie, for the calls a page makes for a logged-in member. */
async function logIn(): Promise<{ id: string; cookie: string }> {
  const query = new URLSearchParams({
    username: BENCH_MEMBER.username,
    userpass: BENCH_MEMBER.password,
    isCompany: '0',
  });
  const res = await fetch(`${base}/api/login/loginOrRegister?${query}`, { headers: signed() });
  const { data } = (await res.json()) as { data: { id: string } };
  return { id: data.id, cookie: res.headers.getSetCookie()[0].split(';')[0] };
}

let member: { id: string; cookie: string };

type Parameter = { name: string; in: string } | { $ref: string };
/** A parameter as declared, or the one a `#/components/parameters/…` reference names. */
const resolved = (p: Parameter): { name: string; in: string } =>
  '$ref' in p
    ? (p.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec.doc) as {
        name: string;
        in: string;
      })
    : p;

async function run(call: (typeof calls)[number], connections: number, duration = SECONDS) {
  const declared =
    (spec.doc.paths as Record<string, Record<string, { parameters?: Parameter[] }>>)[call.op.path][call.op.method]
      .parameters ?? [];
  const queryNames = new Set(
    declared
      .map(resolved)
      .filter((p) => p.in === 'query')
      .map((p) => p.name),
  );
  const entries = Object.entries({
    ...call.params,
    ...Object.fromEntries((call.member ?? []).map((name) => [name, member.id])),
  });
  const query = new URLSearchParams(entries.filter(([k]) => queryNames.has(k)).map(([k, v]) => [k, String(v)]));
  const body = Object.fromEntries(entries.filter(([k]) => !queryNames.has(k)));
  const inQuery = call.op.method === 'get' || Object.keys(body).length === 0;
  const request = {
    url: `${base}${call.op.path}${query.size ? `?${query}` : ''}`,
    method: call.op.method.toUpperCase() as 'GET' | 'POST',
    headers: {
      ...signed(),
      ...(!inQuery && { 'content-type': 'application/json' }),
      ...(call.member && { cookie: member.cookie }),
    },
    body: inQuery ? undefined : JSON.stringify(body),
  };
  // the answer's code, read once before the run (autocannon hands a body over in socket-sized chunks)
  const answer = (await (await fetch(request.url, request)).json()) as { code: number | string; msg?: string };
  const refused = [200, 1].includes(Number(answer.code)) ? 0 : 1;
  if (refused) console.log(`    ${callName(call)} answers ${answer.code} ${answer.msg}`);
  const cpuBefore = cpuMs();
  const result = await autocannon({ ...request, connections, duration });
  const cpuUs = (1000 * (cpuMs() - cpuBefore)) / Math.max(result.requests.total, 1);
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    cpuUs,
    errors: result.errors + result.timeouts + result.non2xx + refused,
    total: result.requests.total,
  };
}

try {
  member = await logIn();
  console.log(
    `${calls.length} list calls from spec/routes.yaml, ${SECONDS} s per run (after ${WARM_UP} s each unmeasured), sandbox at ${base}`,
  );
  for (const call of [noticeList, ...calls]) await run(call, 10, WARM_UP);
  for (const connections of CONCURRENCY) {
    const notice = await run(noticeList, connections);
    console.log(
      `\nc=${connections}: notice list p50 ${notice.p50} ms, p99 ${notice.p99} ms (${notice.rps.toFixed(0)} req/s), ${notice.cpuUs.toFixed(0)} µs of the sandbox's CPU a request`,
    );
    const misses: string[] = [];
    for (const call of calls) {
      const r = await run(call, connections);
      const slow = r.p50 > 2 * Math.max(notice.p50, 1) || (connections === 50 && r.p99 >= 100) || r.errors > 0;
      if (slow) misses.push(call.op.operationId);
      console.log(
        `  ${slow ? '✗' : ' '} ${callName(call).slice(0, 78).padEnd(78)} p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms  ${r.rps.toFixed(0).padStart(5)} req/s  CPU ×${(r.cpuUs / notice.cpuUs).toFixed(2)}  errors ${r.errors}/${r.total}`,
      );
    }
    const again = await run(noticeList, connections);
    console.log(
      `c=${connections}: the notice list again: p50 ${again.p50} ms, p99 ${again.p99} ms, ${again.cpuUs.toFixed(0)} µs CPU a request`,
    );
    console.log(
      `c=${connections}: ${calls.length - misses.length} of ${calls.length} within 2× the notice list's p50${connections === 50 ? ' and p99 < 100 ms' : ''}${misses.length ? `; not: ${[...new Set(misses)].join(', ')}` : ''}`,
    );
  }
} finally {
  stop();
}
