import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { inlineShellCss } from './build/inline-shell-css.js';
import { routePreload } from './build/route-preload.js';
// generated/platform.ts, not the route table: a module the config imports restarts the dev server when it changes
import { description, platform } from './generated/platform.js';

const ENTRY = fileURLToPath(new URL('src/main.tsx', import.meta.url));
let shellModules: Set<string> | null = null;

/**
 * The modules the entry imports statically, to keep together in one chunk (and MUI's core in another). Left to itself
 * the bundler
 * splits out every small module a lazy page shares with the shell (the JSX runtime, emotion's helpers,
 * ButtonBase, …): a cold load then asks for some twenty scripts before the first paint, six at a time
 * over HTTP/1.1.
 */
function shellChunk(
  id: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
): string | null {
  if (!shellModules) {
    shellModules = new Set();
    const queue = [ENTRY];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (shellModules.has(next)) continue;
      shellModules.add(next);
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
  }
  return shellModules.has(id) ? 'shell' : null;
}

/**
 * What every part that draws MUI needs (the theme, emotion, the system, the base components most parts
 * draw), kept in one chunk that loads with the first such part: left to itself the bundler cut it into
 * a dozen small chunks by which lazy parts share what, ~9 KB more gzip on a form page.
 */
const MUI_CORE =
  /node_modules\/(@mui\/(system|utils|styled-engine|private-theming)|@emotion\/[^/]+|stylis|react-transition-group|hoist-non-react-statics)\/|node_modules\/@mui\/material\/esm\/(styles|utils|zero-styled|DefaultPropsProvider|locale|colors|internal|transitions|useLazyRipple|ButtonBase|Button|Typography|Paper|SvgIcon|Stack|Box)\/|src\/components\/mui-theme\.tsx$/;

export default defineConfig({
  plugins: [
    react(),
    // index.html's title and first paint carry the platform's name from spec/routes.yaml, its meta
    // description the platform's sentence (an attribute: its quotes and ampersands escaped)
    {
      name: 'platform-name',
      transformIndexHtml: (html: string) =>
        html
          .replaceAll('%PLATFORM%', platform)
          .replaceAll(
            '%DESCRIPTION%',
            description.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;'),
          ),
    },
    routePreload(),
    inlineShellCss(),
    // Brotli and gzip copies made once at build time (best compression, no CPU per request); the
    // sandbox or any web server serves the one the browser accepts (see README, deployment).
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      include: /\.(js|css|html|svg|json|txt|woff2?)$/,
      threshold: 1024,
    }),
  ],
  resolve: {
    // What rjsf imports for features the generator keeps out of forms (markdown texts, `$id`, layout
    // grids); the stand-ins say why (src/lib/shims).
    alias: [
      {
        find: 'markdown-to-jsx/react',
        replacement: fileURLToPath(new URL('src/lib/shims/markdown-text.tsx', import.meta.url)),
      },
      { find: 'fast-uri', replacement: fileURLToPath(new URL('src/lib/shims/uri-resolver.ts', import.meta.url)) },
      { find: 'fast-equals', replacement: fileURLToPath(new URL('src/lib/shims/deep-equals.ts', import.meta.url)) },
      // @rjsf/core's fields/index.js imports them by these names; no other module of the build does
      {
        find: /^\.\/Layout(Grid|MultiSchema|Header)Field\.js$/,
        replacement: fileURLToPath(new URL('src/lib/shims/layout-field.tsx', import.meta.url)),
      },
    ],
  },
  // draft-js (the rich-text editor) reads Node's `global`; the browser's is globalThis.
  define: { global: 'globalThis' },
  build: {
    // Modules are preloaded by the import graph; inline <script> would break the sandbox's CSP.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: shellChunk, priority: 2 },
            { name: 'mui', test: MUI_CORE, priority: 1 },
          ],
        },
      },
    },
  },
});
