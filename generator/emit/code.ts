// Helpers that keep every emitted file in one consistent style (two-space indent, single quotes,
// trailing commas, lines up to 110 columns) without running a formatter.
const WIDTH = 110;

export function header(source: string): string {
  return `// generated from ${source} by npm run generate — do not edit\n`;
}

export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

export function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** A JSON-like value as a TypeScript literal: on one line when it fits, else one entry per line. */
export function literal(value: unknown, indent = 0): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return String(value);
  const pad = ' '.repeat(indent + 2);
  const entries = Array.isArray(value)
    ? value.map((item) => literal(item, indent + 2))
    : Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([name, item]) => `${key(name)}: ${literal(item, indent + 2)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (!entries.length) return Array.isArray(value) ? '[]' : '{}';
  const flat = `${open}${entries.join(', ')}${close}`;
  if (indent + flat.length <= WIDTH && !flat.includes('\n')) return flat;
  return `${open.trim()}\n${entries.map((entry) => `${pad}${entry},\n`).join('')}${' '.repeat(indent)}${close.trim()}`;
}

/** `export type Name = 'a' | 'b';`, one member per line when long; `never` when there are none. */
export function unionType(name: string, members: readonly string[]): string {
  const flat = members.map(quote).join(' | ') || 'never';
  const start = `export type ${name} =`;
  if (start.length + flat.length + 2 <= WIDTH) return `${start} ${flat};`;
  return `${start}\n${members.map((member) => `  | ${quote(member)}`).join('\n')};`;
}
