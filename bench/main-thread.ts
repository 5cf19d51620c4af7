// npm run bench:main-thread -- --only=/bigDeal,/search [--member] [--runs=3] [--tasks] [--profile]: what the main
// thread does on a cold load of a route, on the phone Lighthouse simulates (390 px, CPU 4× slower), measured
// in Playwright's Chromium against the built portal (MAIN_THREAD_DIST or LIGHTHOUSE_DIST, else dist;
// `MAIN_THREAD_DIST=<before>,<after>`: two builds, each served by a sandbox of its own, loaded in turn
// run by run, so a machine whose load changes meanwhile weighs on both alike).
// Lighthouse's score moves with the machine's load; this names the work instead: the long tasks before
// the largest paint and after it, their blocking time (each task's time over 50 ms, summed), the time
// the browser spent in script, layout and style (Performance.getMetrics, as the page settles), and with
// `--tasks` what each long task ran (a Chrome trace: the scripts, functions and layouts inside it).
// `--profile`: the functions the load spent most of its script time in (V8's sampling profiler; names
// are readable with a build made with `--minify false`).
// `--slow4g`: on Lighthouse's simulated phone network (see below).
// `--member`: the routes as the demo member chayou sees them (logged in once through the login page).
import { loadavg } from 'node:os';
import { chromium, type BrowserContext, type Cookie } from 'playwright-core';
import { href, routes } from '../generated/routes.js';
import { startSandboxProcess } from './sandbox-process.js';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const member = process.argv.includes('--member');
const runs = Number(option('runs') ?? 3);
const traceTasks = process.argv.includes('--tasks');
const profile = process.argv.includes('--profile');
// `--slow4g`: the network Lighthouse's mobile preset simulates (150 ms round trip, 1.6 Mbit/s down), so a
// chain of requests before the largest paint costs what it costs on the phone; unset, localhost's ~0 ms
const slow4g = process.argv.includes('--slow4g');
const paths =
  option('only')?.split(',') ??
  routes.filter((r) => r.public !== member && !r.query.includes('id')).map((r) => href(r.name));

const dists = (process.env.MAIN_THREAD_DIST ?? process.env.LIGHTHOUSE_DIST ?? 'dist').split(',');
const sandboxes = await Promise.all(dists.map((dist) => startSandboxProcess(dist)));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

/** A build as served by its sandbox, with the member's session there. */
interface Target {
  dist: string;
  url(path: string): string;
  session?: Session;
}

/** Long tasks and the largest paint as the page saw them, kept from the first script on. */
const OBSERVE = `
  window.__seen = { tasks: [], lcp: 0, element: '' };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__seen.tasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const el = e.element;
      window.__seen.lcp = e.startTime;
      window.__seen.element = el
        ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') +
          ' ' + e.size + ' px² "' + (e.url ? e.url.replace(location.origin, '').slice(0, 60) : (el.textContent || '').trim().slice(0, 30)) + '"'
        : '(removed) ' + e.size + ' px²';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Session {
  cookies: Cookie[];
  storage: string;
}

async function logIn(url: (path: string) => string): Promise<Session> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('/login'));
  await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
  await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
  await page.getByRole('button', { name: '个人登录' }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  const session = { cookies: await context.cookies(), storage };
  await context.close();
  return session;
}

interface Run {
  lcp: number;
  /** the largest paint's element: tag, classes, size, its picture's address or its first words */
  lcpElement: string;
  /** the long tasks' time over 50 ms, before the largest paint and in all */
  blockingBeforeLcp: number;
  blocking: number;
  longest: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  /** how many times the page was laid out and its style recalculated (counts, which the load does not move) */
  layouts: number;
  styles: number;
  /** the page's elements and the style rules MUI's emotion inserted, as it settled (counts of work done) */
  elements: number;
  emotionRules: number;
  tasks?: string[];
  /** self time by function, ms */
  functions?: Map<string, number>;
}

async function newContext(session?: Session): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (session) {
    await context.addCookies(session.cookies);
    await context.addInitScript((json: string) => {
      for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, string>)) sessionStorage.setItem(k, v);
    }, session.storage);
  }
  await context.addInitScript(OBSERVE);
  return context;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string }; beginData?: { url?: string } };
}

/**
 * What each top-level task over 50 ms on the page's main thread ran: its five heaviest inner events, and
 * with a CPU profile (`--profile`; its clock is the trace's) the four functions most of its samples were in.
 */
function longTasks(events: TraceEvent[], cpu?: CpuProfile): string[] {
  const main = events.find((e) => e.name === 'thread_name' && (e.args as { name?: string })?.name === 'CrRendererMain');
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...onMain.map((e) => e.ts));
  return onMain
    .filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inner = new Map<string, number>();
      for (const e of onMain) {
        if (e === task || e.ts < task.ts || e.ts >= end || !e.dur) continue;
        const data: { url?: string; functionName?: string } | undefined = e.args?.data ?? e.args?.beginData;
        const file = (data?.url ?? '').replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
        let label: string | undefined;
        if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule')
          label = `${e.name} ${file}`;
        else if (e.name === 'FunctionCall') label = `call ${data?.functionName || '(anonymous)'} ${file}`;
        else if (['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MajorGC', 'MinorGC'].includes(e.name))
          label = e.name;
        if (label) inner.set(label, (inner.get(label) ?? 0) + e.dur);
      }
      const heaviest = [...inner]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([label, dur]) => `${label} ${(dur / 1000).toFixed(0)}`);
      const functions = cpu
        ? ` | ${[...selfTimes(cpu, task.ts, end)]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([f, ms]) => `${f} ${ms.toFixed(0)}`)
            .join('; ')}`
        : '';
      return `@${((task.ts - start) / 1000).toFixed(0)} ms ${(task.dur! / 1000).toFixed(0)} ms: ${heaviest.join('; ')}${functions}`;
    });
}

interface CpuProfile {
  startTime: number;
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name, file and line), in ms; only the samples from `from` to `to` (µs) if given. */
function selfTimes(cpu: CpuProfile, from = -Infinity, to = Infinity): Map<string, number> {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n.callFrame]));
  const times = new Map<string, number>();
  let at = cpu.startTime;
  cpu.samples.forEach((id, i) => {
    at += cpu.timeDeltas[i] ?? 0;
    if (at < from || at >= to) return;
    const frame = byId.get(id)!;
    if (frame.functionName === '(idle)') return;
    const file = frame.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    times.set(key, (times.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  return times;
}

async function measure({ url, session }: Target, path: string): Promise<Run> {
  const context = await newContext(session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  if (slow4g)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  if (traceTasks)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute'],
    });
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const open = new Set<unknown>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  // the settling below is the wait: on --slow4g a page's pictures can hold its load event past goto's timeout
  await page.goto(url(path), { waitUntil: 'commit' });
  if (session && page.url().includes('#/login')) throw new Error(`${path}: sent to the login page`);
  // settled: no request under way and no loading mark for a second (the staged blocks' later calls
  // included; a form drawn in slices shows its loading mark meanwhile), at most 20 s
  const loading = page.locator('main .loading, main [role="progressbar"]');
  for (let quiet = 0, waited = 0; quiet < 1000 && waited < 20_000; waited += 100) {
    await page.waitForTimeout(100);
    quiet = open.size || (await loading.count()) ? 0 : quiet + 100;
  }
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: { tasks: number[][]; lcp: number; element: string } }).__seen,
  );
  const [elements, emotionRules] = await page.evaluate(() => [
    document.getElementsByTagName('*').length,
    [...document.querySelectorAll('style[data-emotion]')].reduce(
      (sum, style) => sum + ((style as HTMLStyleElement).sheet?.cssRules.length ?? 0),
      0,
    ),
  ]);
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const cpu = profile ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : undefined;
  const functions = cpu && selfTimes(cpu);
  const tasks = traceTasks
    ? longTasks(JSON.parse((await browser.stopTracing()).toString()).traceEvents, cpu)
    : undefined;
  await context.close();
  const over = (list: number[][]) => list.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return {
    lcp: seen.lcp,
    lcpElement: seen.element,
    blockingBeforeLcp: over(seen.tasks.filter(([s]) => s < seen.lcp)),
    blocking: over(seen.tasks),
    longest: Math.max(0, ...seen.tasks.map(([, d]) => d)),
    scriptMs: metric('ScriptDuration'),
    layoutMs: metric('LayoutDuration'),
    styleMs: metric('RecalcStyleDuration'),
    layouts: metric('LayoutCount') / 1000,
    styles: metric('RecalcStyleCount') / 1000,
    elements,
    emotionRules,
    tasks,
    functions,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const shown = (values: number[]) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(0));
  return low === high ? low : `${median(values).toFixed(0)} (${low}–${high})`;
};

try {
  const targets: Target[] = [];
  for (const [i, sandbox] of sandboxes.entries()) {
    const url = (path: string) => `${sandbox.url}/#${path}`;
    targets.push({ dist: dists[i], url, session: member ? await logIn(url) : undefined });
  }
  // one unmeasured load of each first: a fresh sandbox compiles each route's validation on its first call
  for (const { url, session } of targets)
    for (const path of paths) {
      const context = await newContext(session);
      const page = await context.newPage();
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      await context.close();
    }
  console.log(
    `cold loads at 390 px, CPU 4× slower${slow4g ? ', slow 4G (150 ms, 1.6 Mbit/s)' : ''}, medians of ${runs} (lowest–highest), ms; load average ${loadavg()[0].toFixed(1)}:`,
  );
  for (const path of paths) {
    const measured = targets.map((): Run[] => []);
    for (let run = 0; run < runs; run++)
      for (const [i, target] of targets.entries()) measured[i].push(await measure(target, path));
    for (const [i, target] of targets.entries()) report(path, target.dist, measured[i]);
  }
  console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  for (const sandbox of sandboxes) sandbox.stop();
}

function report(path: string, dist: string, measured: Run[]) {
  const of = (key: keyof Run) => shown(measured.map((m) => m[key] as number));
  console.log(
    `  ${path.padEnd(26)}${dists.length > 1 ? ` ${dist}` : ''} LCP ${of('lcp')}  blocking before LCP ${of('blockingBeforeLcp')}  in all ${of('blocking')}  longest task ${of('longest')}  script ${of('scriptMs')}  layout ${of('layoutMs')}  style ${of('styleMs')}  layouts ${of('layouts')}  style recalcs ${of('styles')}  elements ${of('elements')}  emotion rules ${of('emotionRules')}`,
  );
  for (const element of new Set(measured.map((m) => m.lcpElement))) console.log(`      largest paint: ${element}`);
  if (profile) {
    const sum = new Map<string, number>();
    for (const m of measured) for (const [k, v] of m.functions!) sum.set(k, (sum.get(k) ?? 0) + v / measured.length);
    for (const [k, v] of [...sum].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`      ${v.toFixed(0).padStart(5)} ms  ${k}`);
  }
  for (const [i, m] of measured.entries()) for (const task of m.tasks ?? []) console.log(`      run ${i + 1} ${task}`);
}
