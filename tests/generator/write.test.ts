// generated/ is replaced as a whole or not at all, and --check reports drift without writing.
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/index';
import { copyFixture, edit, readTree } from './helpers';

async function generated(): Promise<{ root: string; outDir: string }> {
  const root = copyFixture('basic');
  const result = await generate({ root });
  expect(result.ok).toBe(true);
  return { root, outDir: join(root, 'generated') };
}

describe('writing generated/', () => {
  it('leaves an existing generated/ untouched when the spec is broken', async () => {
    const { root, outDir } = await generated();
    const before = {
      tree: readTree(outDir),
      inode: statSync(outDir).ino,
      mtime: statSync(join(outDir, 'routes.ts')).mtimeMs,
    };
    edit(root, 'spec/routes.yaml', 'form: login', 'form: signin');
    edit(root, 'spec/forms/register.yaml', 'title: 注册', 'title: 注册账号');
    const result = await generate({ root });
    expect(result.ok).toBe(false);
    expect(result.written).toBe(false);
    expect(readTree(outDir)).toEqual(before.tree);
    expect(statSync(outDir).ino).toBe(before.inode);
    expect(statSync(join(outDir, 'routes.ts')).mtimeMs).toBe(before.mtime);
  });

  it('swaps in the new files, removes stale ones and leaves no temp dir behind', async () => {
    const { root, outDir } = await generated();
    writeFileSync(join(outDir, 'forms', 'stale.ts'), 'export {};\n');
    edit(root, 'spec/forms/register.yaml', 'title: 注册', 'title: 注册账号');
    const result = await generate({ root });
    expect(result.written).toBe(true);
    expect(readTree(outDir)['forms/stale.ts']).toBeUndefined();
    expect(readTree(outDir)['forms/register.ts']).toContain("title: '注册账号'");
    expect(readdirSync(root).sort()).toEqual(['generated', 'spec', 'src']);
  });

  it('does not rewrite generated/ when nothing changed', async () => {
    const { root, outDir } = await generated();
    const inode = statSync(outDir).ino;
    expect((await generate({ root })).written).toBe(false);
    expect(statSync(outDir).ino).toBe(inode);
  });
});

describe('--check', () => {
  it('passes when generated/ matches the spec', async () => {
    const { root } = await generated();
    const result = await generate({ root, check: true });
    expect(result.ok).toBe(true);
    expect(result.drift).toEqual([]);
  });

  it('lists files that differ, are missing or are extra, and writes nothing', async () => {
    const { root, outDir } = await generated();
    writeFileSync(join(outDir, 'routes.ts'), '// edited by hand\n');
    rmSync(join(outDir, 'forms', 'login.ts'));
    writeFileSync(join(outDir, 'api', 'extra.ts'), 'export {};\n');
    const before = readTree(outDir);
    const result = await generate({ root, check: true });
    expect(result.ok).toBe(false);
    expect(result.drift).toEqual([
      { path: 'api/extra.ts', kind: 'extra' },
      { path: 'forms/login.ts', kind: 'missing' },
      { path: 'routes.ts', kind: 'differs' },
    ]);
    expect(readTree(outDir)).toEqual(before);
  });

  it('reports drift after a spec change', async () => {
    const { root } = await generated();
    edit(root, 'spec/routes.yaml', 'title: 列表', 'title: 全部列表');
    const result = await generate({ root, check: true });
    expect(result.drift).toEqual([{ path: 'routes.ts', kind: 'differs' }]);
  });
});
