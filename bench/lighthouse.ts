// npm run bench:lighthouse: Lighthouse (mobile and desktop presets) over the built portal served by the
// sandbox, in Debian's Chromium: the home page, /login and one public page of each kind — a form, a list,
// server HTML, and a record (an article with its body, actions and comments). With `-- --all`, every
// public route of the route table instead, with Lighthouse's accessibility, best-practices and SEO scores
// beside the performance ones and the audits that keep any of them under 100; a detail route opens with
// an address some earlier page links to (tests/e2e/route-walk.ts). `--runs=N` measures each page N times
// and prints the medians (performance moves with the machine's load; the other categories do not);
// `--only=/,/aboutflv` keeps the pages at those paths (without their query); `--save=<folder>` writes each
// run's report there (JSON: the network requests, the LCP element, the critical chains to read afterwards)
// and the mobile run's trace and protocol log (`*.trace.json`, `*.artifacts.json`: `npm run bench:lantern`
// replays the simulation from them and lists what the simulated largest paint waited for). `LH_PROFILE=1`:
// the trace samples the page's JavaScript too (which functions a long task ran; it slows the run).
// `--mobile`: the mobile preset alone (the desktop run doubles the time and is rarely the question).
// `--member` (with `--all`): every member route instead, as the demo member chayou sees it — logged in
// once through the login page; the session (the sandbox's cookie, kept by Lighthouse's storage reset, and
// the portal's session storage, put into each load of the measured tab before its scripts) goes with
// every run.
// Needs a build: `npm run build` (or LIGHTHOUSE_DIST=<outDir> for another build folder).
import { mkdir, writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Cookie } from 'playwright-core';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { memberRoutes, publicRoutes, walkRoutes } from '../tests/e2e/route-walk.js';
import { signed, spec, startSandboxProcess } from './sandbox-process.js';

const all = process.argv.includes('--all');
const member = all && process.argv.includes('--member');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const mobileOnly = process.argv.includes('--mobile');
const runs = Number(option('runs') ?? 1);
const only = option('only')?.split(',');
const save = option('save');

// the sandbox in its own process, as deployed: in this one, Lighthouse's own work (the protocol, the
// trace) delayed its answers — which Lighthouse's simulation then counts as server time
const sandbox = await startSandboxProcess(process.env.LIGHTHOUSE_DIST ?? 'dist');

/** The newest article of the demo data (ids are made at seeding). */
async function firstArticle(): Promise<string> {
  const op = spec.operations.find((o) => o.operationId === 'findToutiaoByCondition')!;
  const answer = (await (
    await fetch(`${sandbox.url}${op.path}?type=1&pageIndex=1&pageSize=1`, {
      method: op.method.toUpperCase(),
      headers: signed(),
    })
  ).json()) as { page?: { records: { id: string }[] }; msg?: string };
  if (!answer.page) throw new Error(`findToutiaoByCondition: ${answer.msg}`);
  return answer.page.records[0].id;
}

/** A member's session: the sandbox's cookies and what the portal keeps in session storage. */
interface Session {
  cookies: Cookie[];
  storage: Record<string, string>;
}

/**
 * Every public route's address as a visitor reaches it, or every member route's as the demo member does
 * (walked once in Playwright's Chromium), and the member's session.
 */
async function walkedPaths(): Promise<{ paths: (readonly [string, string])[]; session?: Session }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const url = (path: string) => `${sandbox.url}/#${path}`;
    if (member) {
      await page.goto(url('/login'));
      await page.getByLabel(/^账号\s*\*?$/).fill('chayou');
      await page.getByLabel(/^密码\s*\*?$/).fill('Tea12345');
      await page.getByRole('button', { name: '个人登录' }).click();
      await page.waitForURL((u) => !u.hash.startsWith('#/login'));
    }
    const paths: [string, string][] = [];
    await walkRoutes(page, url, member ? memberRoutes : publicRoutes, async (route, path) => {
      paths.push([route.name, path]);
      return [];
    });
    // read after the walk: still logged in (the walk opened every member route)
    const storage = await page.evaluate(() => ({ ...sessionStorage }));
    if (member && !storage.user_id) throw new Error('the member was logged out on the walk');
    return { paths, session: member ? { cookies: await context.cookies(), storage } : undefined };
  } finally {
    await browser.close();
  }
}

const walked = all ? await walkedPaths() : undefined;
const PAGES = (
  all
    ? walked!.paths
    : ([
        ['home (page)', '/'],
        ['login (screen)', '/login'],
        ['form', '/forgetPassword'],
        ['list', '/newGuide'],
        ['html', '/about?type=9'],
        ['record', `/leadNews/leaddetail?id=${await firstArticle()}`],
      ] as const)
).filter(([, path]) => !only || only.includes(path.split('?')[0]));

/** The middle of the measured values (the lower middle of an even count). */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const range = (values: number[], digits = 0) => {
  const shown = (v: number) => v.toFixed(digits);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return values.length > 1 && low !== high
    ? `${shown(median(values))} (${shown(low)}–${shown(high)})`
    : shown(values[0]);
};

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/** For a member's routes, the tab Lighthouse measures in: the member's cookies, and session storage filled before any script. */
async function memberTab(session: Session): Promise<PuppeteerPage> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  await tab.setCookie(
    ...session.cookies.map(({ name, value, domain, path, expires, httpOnly, secure, sameSite }) => ({
      name,
      value,
      domain,
      path,
      expires,
      httpOnly,
      secure,
      sameSite,
    })),
  );
  await tab.evaluateOnNewDocument((json: string) => {
    for (const [key, value] of Object.entries(JSON.parse(json) as Record<string, string>))
      sessionStorage.setItem(key, value);
  }, JSON.stringify(session.storage));
  return tab;
}

try {
  const tab = walked?.session && (await memberTab(walked.session));
  // the categories that do not depend on the machine's load, measured in the mobile run
  const steady = all ? ['accessibility', 'best-practices', 'seo'] : [];
  const options = {
    port: chrome.port,
    onlyCategories: ['performance', ...steady],
    output: 'json' as const,
    logLevel: 'error' as const,
    ...(process.env.LH_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
  };
  // one unmeasured load of each page first: a freshly started sandbox pays for its first requests
  // (compiling each route's validation), which a page measured first would count as server time
  for (const [, path] of PAGES)
    await lighthouse(
      `${sandbox.url}/#${path}`,
      { port: chrome.port, onlyAudits: ['first-contentful-paint'], logLevel: 'error' },
      undefined,
      tab,
    );
  console.log(
    `Lighthouse performance${member ? ' of the member routes (chayou logged in)' : ''} (mobile${mobileOnly ? '' : ' / desktop'})${all ? ', accessibility, best practices, SEO' : ''}, LCP, TBT and CLS on mobile${runs > 1 ? `, medians of ${runs} runs (lowest–highest)` : ''}:`,
  );
  for (const [kind, path] of PAGES) {
    const url = `${sandbox.url}/#${path}`;
    const measured: {
      mobile: number;
      desktop: number;
      lcp: number;
      tbt: number;
      cls: number;
      steady: number[];
      failing: Set<string>;
    }[] = [];
    for (let run = 0; run < runs; run++) {
      const mobileResult = (await lighthouse(url, options, undefined, tab))!;
      const mobile = mobileResult.lhr;
      const desktop = mobileOnly
        ? undefined
        : (await lighthouse(url, { ...options, onlyCategories: ['performance'] }, desktopConfig, tab))!.lhr;
      // a member's page that sent the member to the login page measured the wrong page
      if (tab && mobile.finalDisplayedUrl.includes('#/login'))
        throw new Error(`${path}: the member was sent to the login page`);
      if (save) {
        const name = `${path.split('?')[0].replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`;
        await mkdir(save, { recursive: true });
        await writeFile(`${save}/${name}-mobile.json`, JSON.stringify(mobile));
        // the page's own trace, as observed before the simulation slows it: its long tasks to read (chrome://tracing)
        const { Trace, DevtoolsLog, GatherContext, URL: urls } = mobileResult.artifacts;
        await writeFile(`${save}/${name}-mobile.trace.json`, JSON.stringify(Trace));
        // with the requests as the protocol told them: what the simulation replays (bench/lantern.ts)
        await writeFile(
          `${save}/${name}-mobile.artifacts.json`,
          JSON.stringify({ DevtoolsLog, GatherContext, URL: urls, settings: mobile.configSettings }),
        );
        if (desktop) await writeFile(`${save}/${name}-desktop.json`, JSON.stringify(desktop));
      }
      const score = (lhr: typeof mobile, category: string) => Math.round((lhr.categories[category].score ?? 0) * 100);
      // what keeps a steady category under 100, by audit id (a weighted audit not passed)
      const failing = new Set(
        steady.flatMap((category) =>
          mobile.categories[category].auditRefs
            .filter((r) => r.weight > 0 && (mobile.audits[r.id].score ?? 1) < 1)
            .map((r) => r.id),
        ),
      );
      measured.push({
        mobile: score(mobile, 'performance'),
        desktop: desktop ? score(desktop, 'performance') : NaN,
        lcp: mobile.audits['largest-contentful-paint'].numericValue! / 1000,
        tbt: mobile.audits['total-blocking-time'].numericValue!,
        cls: mobile.audits['cumulative-layout-shift'].numericValue!,
        steady: steady.map((category) => score(mobile, category)),
        failing,
      });
    }
    const of = <K extends keyof (typeof measured)[number]>(key: K) =>
      measured.map((m) => m[key]) as (typeof measured)[number][K][];
    const steadyScores = steady
      .map(
        (category, i) =>
          `${category === 'best-practices' ? 'bp' : category === 'accessibility' ? 'a11y' : category} ${range(measured.map((m) => m.steady[i]))}`,
      )
      .join('  ');
    const failing = [...new Set(measured.flatMap((m) => [...m.failing]))];
    console.log(
      `  ${kind.padEnd(18)} ${path.replace(/id=[^&]*/, 'id=…').padEnd(30)} mobile ${range(of('mobile'))}${mobileOnly ? '' : `  desktop ${range(of('desktop'))}`}${steadyScores ? `  ${steadyScores}` : ''}  (LCP ${range(of('lcp'), 1)} s, TBT ${range(of('tbt'))} ms, CLS ${range(of('cls'), 3)})${failing.length ? `  failing: ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  chrome.kill();
  sandbox.stop();
}
