// Regenerates when spec/ or the list of screens changes, for `npm run generate -- --watch` and the dev
// server. Saves come in bursts (editors write, rename, touch), so runs are debounced and never overlap.
import { existsSync, readdirSync, watch as watchFs } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { basename, join } from 'node:path';
import { generate } from './generate.js';
import type { GenerateOptions, GenerateResult } from './generate.js';
import { SCREENS_DIR } from './load.js';
import { report } from './report.js';

export interface WatchOptions extends Omit<GenerateOptions, 'check'> {
  debounceMs?: number;
  /** where the diagnostics and summary of each run go; defaults to the console */
  log?: (line: string, isError: boolean) => void;
  /** called after every run, e.g. to reload the page */
  onResult?: (result: GenerateResult) => void;
}

export interface Watcher {
  /** the first run; undefined if the generator itself crashed (the crash is logged, watching goes on) */
  ready: Promise<GenerateResult | undefined>;
  close(): void;
}

export function watch(options: WatchOptions): Watcher {
  const log = options.log ?? ((line, isError) => (isError ? console.error(line) : console.log(line)));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;
  let closed = false;

  const run = async (): Promise<GenerateResult | undefined> => {
    try {
      const result = await generate({ ...options, incremental: true });
      const { out, err } = report(result);
      err.forEach((line) => log(line, true));
      out.forEach((line) => log(line, false));
      options.onResult?.(result);
      return result;
    } catch (error) {
      // a generator bug, not a spec mistake: say so and keep watching, the next save may get past it
      log(`generation crashed: ${(error as Error).stack ?? String(error)}`, true);
      return undefined;
    }
  };
  // one run at a time: a save during a run asks for one more run after it
  const start = () => {
    const current = run();
    running = current.finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
    return current;
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => (running ? (again = true) : start()), options.debounceMs ?? 100);
  };

  // Each folder is watched itself, not recursively: Node's recursive watch on Linux follows each file's
  // inode, and an editor's atomic save (a new file renamed over the old) or a `git checkout` left it
  // watching the replaced file, deaf to every later save. spec/schema/ holds the language (read at
  // start-up) and the editor schemas a run writes itself.
  const watchers: FSWatcher[] = [];
  for (const dir of ['spec', SCREENS_DIR].flatMap((path) => foldersUnder(join(options.root, path)))) {
    if (basename(dir) !== 'schema') watchers.push(watchFs(dir, () => schedule()));
  }
  const ready = start();
  return {
    ready,
    close() {
      closed = true;
      clearTimeout(timer);
      watchers.forEach((watcher) => watcher.close());
    },
  };
}

/** `dir` and every folder under it (none when it does not exist). */
function foldersUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return [
    dir,
    ...readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name)),
  ];
}
