// The seeds' checklist (../shared/inventory, beside the repository in every checkout and in CI).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const INVENTORY = resolve(process.env.TEA_INVENTORY ?? '../shared/inventory');

export function readTsv(name: string): Record<string, string>[] {
  const file = resolve(INVENTORY, name);
  if (!existsSync(file)) throw new Error(`${file} is missing: the seeds' inventory must sit beside the repository (or set TEA_INVENTORY)`);
  const [head, ...rows] = readFileSync(file, 'utf8').trim().split('\n');
  const columns = head.split('\t');
  return rows.map((row) => Object.fromEntries(row.split('\t').map((cell, i) => [columns[i], cell])));
}
