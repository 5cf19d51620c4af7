// A content-addressed cache for the generator's slow, pure steps (Redocly's lint, openapi-typescript,
// ajv's compilation of each form validator). An entry's key is the hash of its inputs together with
// the generator's own source and the installed packages (package-lock.json), so a cached result is the
// result a fresh run would compute: `--check` stays exact. It lives in node_modules/.cache (git-ignored,
// gone with a fresh install); GENERATOR_CACHE=off turns it off.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATOR_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(GENERATOR_DIR, '..');
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'generator');
const enabled = process.env.GENERATOR_CACHE !== 'off';

let version: string | undefined;

/** The generator's sources and the installed packages, hashed once per process. */
function generatorVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) hash.update(path.slice(GENERATOR_DIR.length)).update(readFileSync(path));
    }
  };
  walk(GENERATOR_DIR);
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return (version = hash.digest('hex'));
}

function entryPath(kind: string, input: string, extension = '.json'): string {
  const key = createHash('sha256').update(generatorVersion()).update(kind).update('\0').update(input).digest('hex');
  return join(CACHE_DIR, `${kind}-${key.slice(0, 32)}${extension}`);
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
export function cachedSync<T>(kind: string, input: unknown, compute: () => T): T {
  const path = entryPath(kind, typeof input === 'string' ? input : JSON.stringify(input));
  const found = read<T>(path);
  if (found.hit) return found.value;
  const value = compute();
  if (enabled) store(path, JSON.stringify(value));
  return value;
}

export async function cached<T>(kind: string, input: unknown, compute: () => Promise<T>): Promise<T> {
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
export function cachedFile(kind: string, input: string, extension: string, compute: () => string): string | undefined {
  if (!enabled) return undefined;
  const path = entryPath(kind, input, extension);
  if (!existsSync(path)) store(path, compute());
  return path;
}
