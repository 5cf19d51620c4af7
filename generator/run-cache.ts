// The last run's outputs, by the hash of everything a run reads: the spec, the runtime's sources (the
// screens, cards and calls it names), the sandbox's handlers, and the generator itself with the
// language's schemas, Prettier's settings and the installed packages. `npm run generate` over an
// unchanged spec then loads and checks nothing (nor imports the modules that would); any change to any input runs it
// all, so the
// outputs are the ones a fresh run makes and `--check` stays exact. One entry per project root (the
// 8 last used kept), in node_modules/.cache/generator (GENERATOR_CACHE=off turns it off with the rest
// of the cache).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pruneEntries, readEntry, storeEntry } from './cache.js';

const GENERATOR_DIR = fileURLToPath(new URL('.', import.meta.url));
const LANGUAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** [folder, which files count (by name), whether their text counts or only their names] under a root */
const INPUTS: [string, RegExp, boolean][] = [
  ['spec', /^(?!.*\.spec-aware\.json$)/, true],
  ['src', /\.tsx?$/, true],
  ['src', /^/, false],
  ['sandbox', /\.ts$/, true],
];

function hashTree(
  hash: ReturnType<typeof createHash>,
  root: string,
  dir: string,
  files: RegExp,
  withText: boolean,
): void {
  const at = join(root, dir);
  if (!existsSync(at)) return;
  const paths = readdirSync(at, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        files.test(entry.name) &&
        !entry.parentPath.includes('node_modules') &&
        !/\/sandbox\/data(\/|$)/.test(entry.parentPath),
    )
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const path of paths) {
    hash.update(`\0${relative(root, path)}\0`);
    if (withText) hash.update(readFileSync(path));
  }
}

/** The hash of every input of a run over `root`. */
export function runKey(root: string): string {
  const hash = createHash('sha256');
  for (const [dir, files, withText] of INPUTS) hashTree(hash, root, dir, files, withText);
  hash.update('\0generator');
  hashTree(hash, GENERATOR_DIR, '.', /\.ts$/, true);
  hashTree(hash, LANGUAGE_ROOT, 'spec/schema', /\.schema\.json$/, true);
  const prettierConfig = join(LANGUAGE_ROOT, '.prettierrc.json');
  if (existsSync(prettierConfig)) hash.update(readFileSync(prettierConfig));
  const lock = join(LANGUAGE_ROOT, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

const slot = (root: string) => `run-${createHash('sha256').update(root).digest('hex').slice(0, 16)}`;

/** The outputs of the last run over `root`, if its inputs hashed to `key`. */
export function readRun<T>(root: string, key: string): T | undefined {
  const entry = readEntry<{ key: string; value: T }>(slot(root));
  return entry?.key === key ? entry.value : undefined;
}

/** The project roots whose last run is kept: enough for a checkout and a few copies of it. */
const KEPT_ROOTS = 8;

export function storeRun(root: string, key: string, value: unknown): void {
  storeEntry(slot(root), { key, value });
  pruneEntries('run-', KEPT_ROOTS);
}
