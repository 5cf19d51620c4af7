// npm run bench:lighthouse: Lighthouse (mobile and desktop presets) over the built portal served by the
// sandbox, in Debian's Chromium: the home page, /login and one public page of each kind — a form, a list,
// server HTML, and a record (an article with its body, actions and comments). With `-- --all`, every
// public route of the route table instead, and Lighthouse's accessibility score beside the performance
// ones; a detail route opens with an address some earlier page links to (tests/e2e/route-walk.ts).
// Needs a build: `npm run build` (or LIGHTHOUSE_DIST=<outDir> for another build folder).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { publicRoutes, walkRoutes } from '../tests/e2e/route-walk.js';
import { signed, spec, startSandboxProcess } from './sandbox-process.js';

const all = process.argv.includes('--all');

// the sandbox in its own process, as deployed: in this one, Lighthouse's own work (the protocol, the
// trace) delayed its answers — which Lighthouse's simulation then counts as server time
const sandbox = await startSandboxProcess(process.env.LIGHTHOUSE_DIST ?? 'dist');

/** The newest article of the demo data (ids are made at seeding). */
async function firstArticle(): Promise<string> {
  const op = spec.operations.find((o) => o.operationId === 'findToutiaoByCondition')!;
  const answer = (await (await fetch(`${sandbox.url}${op.path}?type=1&pageIndex=1&pageSize=1`, { method: op.method.toUpperCase(), headers: signed() })).json()) as { page?: { records: { id: string }[] }; msg?: string };
  if (!answer.page) throw new Error(`findToutiaoByCondition: ${answer.msg}`);
  return answer.page.records[0].id;
}

/** Every public route's address, as a visitor reaches it (walked once in Playwright's Chromium). */
async function publicPaths(): Promise<(readonly [string, string])[]> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const paths: [string, string][] = [];
    await walkRoutes(page, (path) => `${sandbox.url}/#${path}`, publicRoutes, async (route, path) => {
      paths.push([route.name, path]);
      return [];
    });
    return paths;
  } finally {
    await browser.close();
  }
}

const PAGES = all
  ? await publicPaths()
  : ([
      ['home (page)', '/'],
      ['login (screen)', '/login'],
      ['form', '/forgetPassword'],
      ['list', '/newGuide'],
      ['html', '/about?type=9'],
      ['record', `/leadNews/leaddetail?id=${await firstArticle()}`],
    ] as const);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const categories = all ? ['performance', 'accessibility'] : ['performance'];
  const options = { port: chrome.port, onlyCategories: categories, output: 'json' as const, logLevel: 'error' as const };
  // one unmeasured load of each page first: a freshly started sandbox pays for its first requests
  // (compiling each route's validation), which a page measured first would count as server time
  for (const [, path] of PAGES) await lighthouse(`${sandbox.url}/#${path}`, { port: chrome.port, onlyAudits: ['first-contentful-paint'], logLevel: 'error' });
  console.log(`Lighthouse performance (mobile / desktop)${all ? ', accessibility' : ''}, LCP, TBT and CLS on mobile:`);
  for (const [kind, path] of PAGES) {
    const url = `${sandbox.url}/#${path}`;
    const mobile = (await lighthouse(url, options))!.lhr;
    const desktop = (await lighthouse(url, { ...options, onlyCategories: ['performance'] }, desktopConfig))!.lhr;
    const score = (lhr: typeof mobile, category = 'performance') => String(Math.round((lhr.categories[category].score ?? 0) * 100)).padStart(3);
    const audit = (id: string) => mobile.audits[id].displayValue;
    const a11y = all ? `  a11y ${score(mobile, 'accessibility')}` : '';
    // what keeps an accessibility score under 100, by audit id
    const failing = all ? Object.values(mobile.audits).filter((a) => mobile.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0).map((a) => a.id) : [];
    console.log(
      `  ${kind.padEnd(18)} ${path.replace(/id=[^&]*/, 'id=…').padEnd(30)} mobile ${score(mobile)}  desktop ${score(desktop)}${a11y}  (LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')})${failing.length ? `  a11y: ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  chrome.kill();
  sandbox.stop();
}
