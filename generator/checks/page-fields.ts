// The names a composed page shows or tests: every format and label map it names exists in
// spec/display.yaml.
import { didYouMean } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { DISPLAY_FILE } from '../load.js';
import { diagnostic } from '../yaml-source.js';
import type { Path } from '../yaml-source.js';
import type { PageContext } from './pages.js';

/** Walks every node of the page; `format:` and `labels:` values must name entries of spec/display.yaml. */
export function checkPageFields(context: PageContext, page: Obj, at: Path): void {
  const display = isObject(context.spec.display?.value) ? context.spec.display.value : undefined;
  if (!display) return;
  const names = { format: Object.keys(isObject(display.formats) ? display.formats : {}), labels: Object.keys(isObject(display.labels) ? display.labels : {}) };
  const visit = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...path, i]));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'format' || key === 'labels') && typeof value === 'string' && !names[key].includes(value)) {
        const what = key === 'format' ? 'format' : 'label map';
        const hint = [didYouMean(value, names[key]), `define it under ${key === 'format' ? 'formats' : 'labels'}: in ${DISPLAY_FILE}`].filter(Boolean).join('; ');
        context.diagnostics.push(diagnostic(context.file, [...path, key], `unknown ${what} \`${value}\``, hint));
      } else visit(value, [...path, key]);
    }
  };
  visit(page, at);
}
