// A content-addressed cache for the generator's slow, pure steps (Redocly's lint, openapi-typescript,
// ajv's compilation of each form validator and of the shape schemas, each YAML file's value). An entry's
// key is the hash of its input, the generator modules that compute it and the installed packages
// (package-lock.json), so a cached result is the result a fresh run would compute: `--check` stays exact. It lives in
// node_modules/.cache (git-ignored,
// gone with a fresh install); GENERATOR_CACHE=off turns it off.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'generator');
const enabled = process.env.GENERATOR_CACHE !== 'off';

const versions = new Map<string, string>();

/**
 * What a kind of entry depends on besides its input: the installed packages (package-lock.json) and the
 * generator modules that compute it (`sources`, import.meta.url of each), hashed once per process. A
 * change elsewhere in the generator leaves these entries valid, so editing a check costs no recompilation.
 */
function version(sources: readonly string[]): string {
  const key = sources.join('\n');
  const known = versions.get(key);
  if (known) return known;
  const hash = createHash('sha256');
  for (const source of sources)
    hash.update(source.slice(source.lastIndexOf('/generator/'))).update(readFileSync(fileURLToPath(source)));
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  const digest = hash.digest('hex');
  versions.set(key, digest);
  return digest;
}

export interface CacheKind {
  name: string;
  /** import.meta.url of every generator module whose code decides the result */
  sources: readonly string[];
}

function entryPath(kind: CacheKind, input: string, extension = '.json'): string {
  const key = createHash('sha256')
    .update(version([import.meta.url, ...kind.sources]))
    .update(kind.name)
    .update('\0')
    .update(input)
    .digest('hex');
  return join(CACHE_DIR, `${kind.name}-${key.slice(0, 32)}${extension}`);
}

function read<T>(path: string): { hit: true; value: T } | { hit: false } {
  if (!enabled || !existsSync(path)) return { hit: false };
  try {
    return { hit: true, value: JSON.parse(readFileSync(path, 'utf8')) as T };
  } catch {
    return { hit: false }; // a torn or foreign file: compute again and overwrite it
  }
}

function store(path: string, text: string): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  // written aside then renamed, so a concurrent run never reads half an entry
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, path);
}

/** `compute()`'s result for `input` (any JSON), from the cache when a run with the same input made it. */
export function cachedSync<T>(kind: CacheKind, input: unknown, compute: () => T): T {
  const path = entryPath(kind, typeof input === 'string' ? input : JSON.stringify(input));
  const found = read<T>(path);
  if (found.hit) return found.value;
  const value = compute();
  if (enabled) store(path, JSON.stringify(value));
  return value;
}

export async function cached<T>(kind: CacheKind, input: unknown, compute: () => Promise<T>): Promise<T> {
  const path = entryPath(kind, typeof input === 'string' ? input : JSON.stringify(input));
  const found = read<T>(path);
  if (found.hit) return found.value;
  const value = await compute();
  if (enabled) store(path, JSON.stringify(value));
  return value;
}

/**
 * The path of a cached source file (a precompiled module) for `input`, written by `compute()` on a miss;
 * undefined when the cache is off.
 */
export function cachedFile(
  kind: CacheKind,
  input: string,
  extension: string,
  compute: () => string,
): string | undefined {
  if (!enabled) return undefined;
  const path = entryPath(kind, input, extension);
  if (!existsSync(path)) store(path, compute());
  return path;
}

/** The entry named `name` (one that is replaced, not keyed by its input), if there is one. */
export function readEntry<T>(name: string): T | undefined {
  const found = read<T>(join(CACHE_DIR, `${name}.json`));
  return found.hit ? found.value : undefined;
}

export function storeEntry(name: string, value: unknown): void {
  if (enabled) store(join(CACHE_DIR, `${name}.json`), JSON.stringify(value));
}

/** Deletes all but the `keep` newest entries whose names start with `prefix` (the test suites' throwaway roots each leave one). */
export function pruneEntries(prefix: string, keep: number): void {
  if (!existsSync(CACHE_DIR)) return;
  const entries = readdirSync(CACHE_DIR)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.json'))
    .map((name) => ({ path: join(CACHE_DIR, name), at: statSync(join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const { path } of entries.slice(keep)) unlinkSync(path);
}
