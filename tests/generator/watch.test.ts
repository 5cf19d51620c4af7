// --watch as the dev server uses it: a save under spec/ regenerates, a broken save reports and keeps
// the last good generated/.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic, watch } from '../../generator/index';
import type { GenerateResult, Watcher } from '../../generator/index';
import { copyFixture, edit, PROJECT_ROOT } from './helpers';

let watcher: Watcher | undefined;
afterEach(() => watcher?.close());

describe('watch', () => {
  it('regenerates on a spec save and keeps generated/ on a broken one', async () => {
    const root = copyFixture('basic');
    let next: (result: GenerateResult) => void = () => {};
    const lines: string[] = [];
    watcher = watch({
      root,
      debounceMs: 20,
      log: (line) => lines.push(line),
      onResult: (result) => next(result),
    });
    const nextResult = () => new Promise<GenerateResult>((resolve) => (next = resolve));
    expect((await watcher.ready)?.ok).toBe(true);

    const saved = nextResult();
    edit(root, 'spec/routes.yaml', 'title: 列表', 'title: 全部列表');
    expect((await saved).written).toBe(true);
    expect(readFileSync(join(root, 'generated', 'routes.ts'), 'utf8')).toContain("title: '全部列表'");

    const broken = nextResult();
    edit(root, 'spec/routes.yaml', 'shell: user', 'shell: usr');
    const result = await broken;
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'spec/routes.yaml:27:12: unknown shell `usr` — expected one of main, user, creator, bare; did you mean `user`?',
    ]);
    expect(lines.at(-1)).toBe('1 error: generated/ left unchanged');
    expect(readFileSync(join(root, 'generated', 'routes.ts'), 'utf8')).toContain("title: '全部列表'");
  });

  it('keeps hearing a file an editor saves by renaming a new one over it (an atomic save, a git checkout)', async () => {
    const root = copyFixture('basic');
    let next: (result: GenerateResult) => void = () => {};
    watcher = watch({ root, debounceMs: 20, log: () => {}, onResult: (result) => next(result) });
    const nextResult = () => new Promise<GenerateResult>((resolve) => (next = resolve));
    expect((await watcher.ready)?.ok).toBe(true);
    const routes = join(root, 'spec/routes.yaml');
    const atomicSave = (from: string, to: string) => {
      writeFileSync(`${routes}.tmp`, readFileSync(routes, 'utf8').replace(from, to));
      renameSync(`${routes}.tmp`, routes);
    };
    for (const [from, to] of [
      ['title: 列表', 'title: 全部列表'],
      ['title: 全部列表', 'title: 列表二'],
    ]) {
      const saved = nextResult();
      atomicSave(from, to);
      expect((await saved).written).toBe(true);
      expect(readFileSync(join(root, 'generated', 'routes.ts'), 'utf8')).toContain(
        `title: '${to.slice('title: '.length)}'`,
      );
    }
  });
});

describe('the dev server', () => {
  // Vite restarts the dev server when a module its config imports changes: a route title edit would cost
  // a restart and a cold reload instead of a hot update of the modules that read the route table
  it('imports no generated module that changes with a route, only the platform name', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      join(PROJECT_ROOT, 'vite.config.ts'),
      PROJECT_ROOT,
      'silent',
    );
    const generated = (loaded?.dependencies ?? [])
      .filter((path) => path.includes('/generated/'))
      .map((path) => path.slice(path.indexOf('generated/')));
    expect(generated).toEqual(['generated/platform.ts']);
  });
});
