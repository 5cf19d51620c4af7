// The run cache (generator/run-cache.ts): a run over inputs a run before it had takes that run's outputs;
// any change to an input — the spec, a screen's file, the sandbox's handlers — is a fresh run.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { runKey } from '../../generator/run-cache';
import { copyFixture, edit, readTree } from './helpers';

describe('the run cache', () => {
  it('gives an unchanged spec the same outputs, and sees every change of an input', async () => {
    const root = copyFixture('pages');
    const first = await generate({ root });
    expect(first.ok).toBe(true);
    const files = readTree(join(root, 'generated'));
    const key = runKey(root);

    edit(root, 'spec/routes.yaml', 'shell: main, screen: home }', 'shell: mian, screen: home }');
    expect(runKey(root)).not.toBe(key);
    const broken = await generate({ root });
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.map(formatDiagnostic)[0]).toMatch(/unknown shell `mian`/);

    edit(root, 'spec/routes.yaml', 'shell: mian, screen: home }', 'shell: main, screen: home }');
    expect(runKey(root)).toBe(key);
    const again = await generate({ root, check: true });
    expect(again.ok).toBe(true);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(readTree(join(root, 'generated'))).toEqual(files);

    // a screen renamed: its route now names a screen that is not there
    renameSync(join(root, 'src/screens/home.tsx'), join(root, 'src/screens/homes.tsx'));
    expect(runKey(root)).not.toBe(key);
    expect((await generate({ root })).diagnostics.map(formatDiagnostic).join('\n')).toMatch(/unknown screen `home`/);
  });
});
