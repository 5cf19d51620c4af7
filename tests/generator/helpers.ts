// Shared by the generator tests: fixture paths, throwaway copies of a fixture, and reading a tree.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const PROJECT_ROOT = join(FIXTURES, '..', '..', '..');

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'generator-test-'));
}

/** A throwaway copy of a fixture's input, as a project root. */
export function copyFixture(name: string): string {
  const root = tempDir();
  cpSync(join(FIXTURES, name, 'input'), root, { recursive: true });
  return root;
}

/** Replaces exactly one occurrence of `find` in a file of `root`, so a test cannot edit the wrong spot. */
export function edit(root: string, file: string, find: string, replace: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const count = text.split(find).length - 1;
  if (count !== 1) throw new Error(`${file}: expected one ${JSON.stringify(find)}, found ${count}`);
  writeFileSync(path, text.replace(find, replace));
}

/** Every file under `dir` by relative path. */
export function readTree(dir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, readTree(path, `${prefix}${entry.name}/`));
    else files[`${prefix}${entry.name}`] = readFileSync(path, 'utf8');
  }
  return files;
}
