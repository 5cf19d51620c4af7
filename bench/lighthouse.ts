// npm run bench:lighthouse: Lighthouse (mobile and desktop presets, performance only) over the built
// portal served by the sandbox, in Debian's Chromium: the home page, /login and one public page of each
// kind — a form, a list, server HTML, and a record (an article with its body, actions and comments; most
// other detail pages are for members only, which a cold Lighthouse run cannot open).
// Needs a build: `npm run build` (or LIGHTHOUSE_DIST=<outDir> for another build folder).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { signed, spec, startSandboxProcess } from './sandbox-process.js';

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

const PAGES = [
  ['home (page)', '/'],
  ['login (screen)', '/login'],
  ['form', '/forgetPassword'],
  ['list', '/newGuide'],
  ['html', '/about?type=9'],
  ['record', `/leadNews/leaddetail?id=${await firstArticle()}`],
] as const;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const options = { port: chrome.port, onlyCategories: ['performance'], output: 'json' as const, logLevel: 'error' as const };
  // one unmeasured load of each page first: a freshly started sandbox pays for its first requests
  // (compiling each route's validation), which a page measured first would count as server time
  for (const [, path] of PAGES) await lighthouse(`${sandbox.url}/#${path}`, { port: chrome.port, onlyAudits: ['first-contentful-paint'], logLevel: 'error' });
  console.log('Lighthouse performance (mobile / desktop), LCP and CLS on mobile:');
  for (const [kind, path] of PAGES) {
    const url = `${sandbox.url}/#${path}`;
    const mobile = (await lighthouse(url, options))!.lhr;
    const desktop = (await lighthouse(url, options, desktopConfig))!.lhr;
    const score = (lhr: typeof mobile) => Math.round((lhr.categories.performance.score ?? 0) * 100);
    const lcp = mobile.audits['largest-contentful-paint'].displayValue;
    const cls = mobile.audits['cumulative-layout-shift'].displayValue;
    console.log(`  ${kind.padEnd(15)} ${path.replace(/id=.*/, 'id=…').padEnd(26)} mobile ${String(score(mobile)).padStart(3)}  desktop ${String(score(desktop)).padStart(3)}  (LCP ${lcp}, CLS ${cls})`);
  }
} finally {
  chrome.kill();
  sandbox.stop();
}
