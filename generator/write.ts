// Stage 5: put the emitted files in place all at once. They are written to a sibling temp dir that
// is then swapped in by rename, so a reader (Vite, tsc, a crash halfway) never sees a half-written
// generated/, and files the spec no longer produces disappear with the old dir.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface Drift {
  /** relative to the output dir, or with `fromRoot` to the project root */
  path: string;
  kind: 'differs' | 'missing' | 'extra';
  fromRoot?: boolean;
}

function readTree(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = prefix + entry.name;
    if (entry.isDirectory())
      for (const [sub, text] of readTree(join(dir, entry.name), `${path}/`)) files.set(sub, text);
    else files.set(path, readFileSync(join(dir, entry.name), 'utf8'));
  }
  return files;
}

/** How `dir` differs from `files`, sorted by path. */
export function diffTree(dir: string, files: Record<string, string>): Drift[] {
  const existing = readTree(dir);
  const drift: Drift[] = [];
  for (const [path, text] of Object.entries(files)) {
    if (!existing.has(path)) drift.push({ path, kind: 'missing' });
    else if (existing.get(path) !== text) drift.push({ path, kind: 'differs' });
  }
  for (const path of existing.keys()) if (!(path in files)) drift.push({ path, kind: 'extra' });
  return drift.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** Makes `dir` hold exactly `files`; returns false when it already did (nothing is touched then). */
export function writeTree(dir: string, files: Record<string, string>): boolean {
  if (!diffTree(dir, files).length) return false;
  const parent = dirname(dir);
  mkdirSync(parent, { recursive: true });
  const fresh = mkdtempSync(join(parent, `.${basename(dir)}-new-`));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fresh, path)), { recursive: true });
      writeFileSync(join(fresh, path), text);
    }
  } catch (error) {
    rmSync(fresh, { recursive: true, force: true });
    throw error;
  }
  const old = `${fresh.replace('-new-', '-old-')}`;
  if (existsSync(dir)) renameSync(dir, old);
  renameSync(fresh, dir);
  rmSync(old, { recursive: true, force: true });
  return true;
}

/** How single files outside the output dir (paths relative to `root`) differ from `files`. */
export function diffFiles(root: string, files: Record<string, string>): Drift[] {
  return Object.entries(files).flatMap(([path, text]): Drift[] => {
    const file = join(root, path);
    if (!existsSync(file)) return [{ path, kind: 'missing', fromRoot: true }];
    return readFileSync(file, 'utf8') === text ? [] : [{ path, kind: 'differs', fromRoot: true }];
  });
}

/** Writes the files of `files` that differ (each by a rename, never half-written); whether any did. */
export function writeFiles(root: string, files: Record<string, string>): boolean {
  const changed = diffFiles(root, files);
  for (const { path } of changed) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, files[path]);
    renameSync(`${file}.tmp`, file);
  }
  return changed.length > 0;
}

/**
 * Makes `dir` hold exactly `files` by touching only what differs, each file replaced by a rename (so
 * never half-written): what the watcher uses, as swapping the whole dir would make Vite see every
 * generated module change and reload everything for a one-line edit. Returns whether anything changed.
 */
export function writeChanged(dir: string, files: Record<string, string>): boolean {
  const drift = diffTree(dir, files);
  for (const { path, kind } of drift) {
    const file = join(dir, path);
    if (kind === 'extra') {
      unlinkSync(file);
      continue;
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, files[path]);
    renameSync(`${file}.tmp`, file);
  }
  return drift.length > 0;
}
