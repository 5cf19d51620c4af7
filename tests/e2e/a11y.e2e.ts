import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routes } from '../../generated/routes';
import { useBrowser } from './browser';
import { logIn } from './members';
import { publicRoutes, walkRoutes } from './route-walk';

// Issue 25: axe-core's WCAG 2.1 A and AA rules over every route, as a visitor (the public routes) and as a
// member (all of them): no serious or critical violation. axe runs inside the page, evaluated through the
// DevTools protocol (the portal's CSP would refuse it as a script tag).
const { newPage, url } = useBrowser();
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** axe's serious and critical violations on the page on show, each with up to three of its elements. */
async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('WCAG 2.1 AA on every route (axe-core)', () => {
  it('a visitor meets no serious or critical violation', async () => {
    const page = await newPage();
    expect(await walkRoutes(page, url, publicRoutes, () => axeProblems(page))).toEqual([]);
  }, 180_000);

  it('a member meets none either, on every route', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou');
    expect(await walkRoutes(page, url, routes, () => axeProblems(page))).toEqual([]);
  }, 300_000);
});
