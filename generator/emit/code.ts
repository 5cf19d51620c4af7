// The pieces emitters build TypeScript from: the header, string literals, keys and JSON-like values.
// Layout is Prettier's (./format.ts): everything here is written on one line.

export function header(source: string): string {
  return `// generated from ${source} by npm run generate — do not edit\n`;
}

export function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

/** camelCase → kebab-case, a module's file name. */
export const kebabCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export function key(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name);
}

/** A JSON-like value as a TypeScript literal (entries whose value is undefined left out). */
export function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => literal(item)).join(', ')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([name, item]) => `${key(name)}: ${literal(item)}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

/** `export type Name = 'a' | 'b';`, `never` when there are none. */
export function unionType(name: string, members: readonly string[]): string {
  return `export type ${name} = ${members.map(quote).join(' | ') || 'never'};`;
}
