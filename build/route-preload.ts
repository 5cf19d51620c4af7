// A build plugin: the scripts of the route the address names start loading beside the shell, not after
// it. The shell (~124 KB brotli) learns the route only once it runs; a composed page's runtime and its
// page module then cost another round trip before the page's first call can even be asked — on the
// phone Lighthouse simulates, the longest stretch before the page's largest paint.
import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const PAGE_RUNTIME = '/src/pages/page-view.tsx';
const HTML_PAGE = '/src/pages/html-page.tsx';
const pageModule = (id: string) => `/generated/pages/${id}.page.ts`;

/** A chunk's static imports, deep, and their style sheets, without what the entry loads anyway. */
function staticImports(bundle: OutputBundle, chunk: OutputChunk, loaded: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const queue = [chunk.fileName];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next) || loaded.has(next)) continue;
    seen.add(next);
    const found = bundle[next];
    if (found?.type === 'chunk') queue.push(...found.imports, ...(found.viteMetadata?.importedCss ?? []));
  }
  return [...seen];
}

/**
 * The script (classic, async, `script-src 'self'`: an inline one would need the CSP to allow it) maps a
 * composed or server-HTML route's path to the chunks it needs and adds a preload link for each (and their style
 * sheets); the page's own dynamic imports then find them loaded or on their way. Paths compare as
 * src/app/use-route-def.ts does.
 */
export function routePreload(): Plugin {
  let script = '';
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      // read when the bundle is written, not imported: a module vite.config.ts imports is one whose every
      // change (a route title) restarts the dev server
      const { routes } = (await tsImport(
        '../generated/routes.ts',
        import.meta.url,
      )) as typeof import('../generated/routes.js');
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const byModule = (suffix: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
      const runtime = byModule(PAGE_RUNTIME);
      if (!entry || !runtime) return this.error('route-preload: no entry or no page runtime chunk in the bundle');
      const loaded = new Set(staticImports(bundle, entry, new Set()));
      const common = staticImports(bundle, runtime, loaded);
      const files = new Map<string, string[]>();
      for (const def of routes) {
        if (def.render.kind !== 'page' && def.render.kind !== 'html') continue;
        // a composed page: its page module; a server-HTML page: the html page (over the page runtime)
        const page = byModule(def.render.kind === 'page' ? pageModule(def.render.id) : HTML_PAGE);
        if (!page) return this.error(`route-preload: no chunk for ${def.path}`);
        const path = def.path.replace(/\/+$/, '').toLowerCase() || '/';
        files.set(path, staticImports(bundle, page, new Set([...loaded, ...common])));
      }
      const source = `(function(){var r=${JSON.stringify(Object.fromEntries(files))},c=${JSON.stringify(common)},p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'').toLowerCase()||'/',l=r[p];if(l)l.concat(c).forEach(function(f){var e=document.createElement('link');if(/\\.css$/.test(f)){e.rel='preload';e.as='style'}else e.rel='modulepreload';e.href=${JSON.stringify(base)}+f;document.head.appendChild(e)})})();\n`;
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      script = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: script, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        script ? [{ tag: 'script', attrs: { src: `${base}${script}`, async: true }, injectTo: 'head-prepend' }] : [],
    },
  };
}
