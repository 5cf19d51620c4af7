// vite.config.ts swaps parts of rjsf for small stand-ins by the names rjsf imports them under (src/lib/shims).
// An rjsf upgrade that renames, moves or adds such an import would silently bring the real module back (or
// break the form routes): these tests pin the names on both sides, against the installed packages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as layoutShim from '../../src/lib/shims/layout-field';
import * as markdownShim from '../../src/lib/shims/markdown-text';

// the ES build the portal's bundle is made from (the package's `import` entry)
const rjsfLib = dirname(fileURLToPath(import.meta.resolve('@rjsf/core')));
const viteConfig = readFileSync(new URL('../../vite.config.ts', import.meta.url), 'utf8');

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? jsFiles(path) : name.endsWith('.js') ? [path] : [];
  });
}
const importsOf = (source: string) =>
  [...source.matchAll(/^import\s+(.+?)\s+from\s+['"]([^'"]+)['"]/gm)].map(([, what, from]) => ({ what, from }));
const sources = jsFiles(rjsfLib).map((file) => ({ file, imports: importsOf(readFileSync(file, 'utf8')) }));

describe("rjsf's internals swapped by vite.config.ts's aliases", () => {
  it('markdown-to-jsx/react: rjsf imports only names the stand-in exports', () => {
    expect(viteConfig).toContain("find: 'markdown-to-jsx/react'");
    const named = sources.flatMap(({ imports }) => imports.filter((i) => i.from.startsWith('markdown-to-jsx')));
    expect(named.length).toBeGreaterThan(0);
    // the alias covers only the /react entry: another entry would bring the whole library back
    expect(new Set(named.map((i) => i.from))).toEqual(new Set(['markdown-to-jsx/react']));
    const names = new Set(
      named.flatMap((i) =>
        /^\{(.+)\}$/
          .exec(i.what)![1]
          .split(',')
          .map((n) => n.trim().split(/\s+as\s+/)[0]),
      ),
    );
    for (const name of names) expect(markdownShim, name).toHaveProperty(name);
  });

  it('the layout fields: fields/index.js imports exactly the three the alias replaces, each by its default export', () => {
    const alias = /find: (\/\^\\\.\\\/Layout\(Grid\|MultiSchema\|Header\)Field\\\.js\$\/)/.exec(viteConfig);
    expect(alias, 'the layout alias in vite.config.ts').not.toBeNull();
    const pattern = /^\.\/Layout(Grid|MultiSchema|Header)Field\.js$/;
    const index = sources.find(({ file }) => file.endsWith(join('components', 'fields', 'index.js')))!;
    const layout = index.imports.filter((i) => i.from.startsWith('./Layout'));
    expect(layout.map((i) => i.from).sort()).toEqual([
      './LayoutGridField.js',
      './LayoutHeaderField.js',
      './LayoutMultiSchemaField.js',
    ]);
    for (const { what, from } of layout) {
      expect(from).toMatch(pattern);
      expect(what, `${from} is imported by its default export`).toMatch(/^\w+$/);
    }
    // no other module imports them under a name the alias would miss (or catch by mistake)
    const elsewhere = sources
      .filter((s) => s !== index)
      .flatMap(({ file, imports }) => imports.filter((i) => pattern.test(i.from)).map((i) => `${file}: ${i.from}`));
    expect(elsewhere).toEqual([]);
    expect(typeof layoutShim.default).toBe('function');
  });
});
