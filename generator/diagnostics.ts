// A diagnostic names the spec file, the 1-based line:col of the offending node, what is wrong and how to
// fix it. Warnings are printed but do not stop generation; any error does.

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line: number;
  col: number;
  message: string;
  hint?: string;
  severity: Severity;
  /** the source line with a caret under the column, printed under the diagnostic */
  excerpt?: string;
}

export function formatDiagnostic(d: Diagnostic): string {
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  const hint = d.hint ? ` — ${d.hint}` : '';
  return `${d.file}:${d.line}:${d.col}: ${prefix}${d.message}${hint}`;
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => compare(a.file, b.file) || a.line - b.line || a.col - b.col || compare(a.message, b.message),
  );
}

export function hasErrors(list: readonly Diagnostic[]): boolean {
  return list.some((d) => d.severity === 'error');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `did you mean \`x\`?` for the closest candidate within a few edits, or undefined. */
export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best === undefined ? undefined : `did you mean \`${best}\`?`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}
