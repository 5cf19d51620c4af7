// npm run bench:lighthouse: Lighthouse (mobile and desktop presets, performance only) over the built
// portal served by the sandbox, in Debian's Chromium: the home page, /login and one public page of each
// generic kind. The detail pages are for members only, so a cold Lighthouse run cannot open them.
// Needs a build: `npm run build` (or LIGHTHOUSE_DIST=<outDir> for another build folder).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startSandboxProcess } from './sandbox-process.js';

const PAGES = [
  ['home (screen)', '/'],
  ['login (screen)', '/login'],
  ['form', '/forgetPassword'],
  ['list', '/newGuide'],
  ['html', '/about?type=9'],
] as const;

// the sandbox in its own process, as deployed: in this one, Lighthouse's own work (the protocol, the
// trace) delayed its answers — which Lighthouse's simulation then counts as server time
const sandbox = await startSandboxProcess(process.env.LIGHTHOUSE_DIST ?? 'dist');
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
    console.log(`  ${kind.padEnd(15)} ${path.padEnd(16)} mobile ${String(score(mobile)).padStart(3)}  desktop ${String(score(desktop)).padStart(3)}  (LCP ${lcp}, CLS ${cls})`);
  }
} finally {
  chrome.kill();
  sandbox.stop();
}
