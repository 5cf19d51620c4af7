// axe-core run inside a page on show, evaluated through the DevTools protocol (the portal's CSP would refuse
// it as a script tag): the a11y walk over every route and the phone pages' own checks share it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/**
 * Best-practice rules Lighthouse's accessibility score counts, failed at any impact: MUI drew subtitles
 * as h6 and upload buttons as labels with the button role, and every pager had the one English name.
 */
const alsoRules = new Set(['heading-order', 'aria-allowed-role', 'landmark-unique']);

/** axe's serious and critical violations on the page on show (and `alsoRules`'), each with up to three of its elements. */
export async function axeProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.has(v.id))
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
