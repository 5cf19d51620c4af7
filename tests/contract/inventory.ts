// The seeds' checklist, kept as data beside this file (tests/contract/inventory/, copied from the seeds' inventory):
// the repository stands alone, so no test reads a folder outside it.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INVENTORY = fileURLToPath(new URL('./inventory/', import.meta.url));

export function readTsv(name: string): Record<string, string>[] {
  const file = resolve(INVENTORY, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: the seeds' inventory is part of the repository`);
  const [head, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = head.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, i) => [columns[i], cell])));
}
