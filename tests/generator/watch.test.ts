// --watch as the dev server uses it: a save under spec/ regenerates, a broken save reports and keeps
// the last good generated/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDiagnostic, watch } from '../../generator/index';
import type { GenerateResult, Watcher } from '../../generator/index';
import { copyFixture, edit } from './helpers';

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
});
