// A build plugin: the scripts of the route the address names start loading beside the shell, not after
// it. The shell (~124 KB brotli) learns the route only once it runs; a composed page's runtime and its
// page module then cost another round trip before the page's first call can even be asked — on the
// phone Lighthouse simulates, the longest stretch before the page's largest paint. A form route's form
// page, form module and MUI, or a screen's module and MUI, were the same chain one step longer (/userysh/pubVideo's
// largest paint, a field's help text, came after four scripts in a row).
import { createHash } from 'node:crypto';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';

const PAGE_RUNTIME = '/src/pages/page-view.tsx';
const HTML_PAGE = '/src/pages/html-page.tsx';
const FORM_PAGE = '/src/pages/form-page.tsx';
/** MUI's theme, emotion and core: every form and screen draws inside it (src/components/themed.tsx) */
const MUI_THEME = '/src/components/mui-theme.tsx';
const pageModule = (id: string) => `/generated/pages/${id}.page.ts`;
const formModule = (id: string) => `/generated/forms/${id}.ts`;
/** Hand-written screens, each in src/screens/<name>.tsx (generated/routes.ts ScreenName). */
const screenModule = (name: string) => `/src/screens/${name}.tsx`;

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
      // the chunk a module starts, else the one it was put in (MUI's theme is in the `mui` chunk, vite.config.ts)
      const byModule = (suffix: string) =>
        chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix)) ??
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(suffix)));
      if (!entry) return this.error('route-preload: no entry chunk in the bundle');
      const loaded = new Set(staticImports(bundle, entry, new Set()));
      const chunkOf = (module: string) => {
        const chunk = byModule(module);
        if (!chunk) return this.error(`route-preload: no chunk for ${module}`);
        return chunk;
      };
      // What many routes share is listed once and named by its index: the page runtime's chunks, the form
      // page's, MUI's (the script is on every cold load's way, so it is kept small)
      const mui = staticImports(bundle, chunkOf(MUI_THEME), loaded);
      const shared = [
        staticImports(bundle, chunkOf(PAGE_RUNTIME), loaded),
        staticImports(bundle, chunkOf(FORM_PAGE), new Set([...loaded, ...mui])),
        mui,
      ];
      const [RUNTIME, FORMS, MUI] = [0, 1, 2];
      // every chunk is in assets/: the script adds the folder back
      const short = (file: string) =>
        file.startsWith('assets/')
          ? file.slice('assets/'.length)
          : this.error(`route-preload: ${file} is not in assets/`);
      const groupFiles = shared.map((group) => group.map(short));
      const files = new Map<string, (string | number)[]>();
      for (const def of routes) {
        // a composed page: its page module over the page runtime, the screens it opens with (and MUI) — not a
        // form in its column: that runtime, ~150 KB, asked beside the shell shared the phone's bandwidth with the
        // page's first pictures (/bigDeal/pubPro's Lighthouse LCP 3.3 → 3.5 s, median of 3, load 5–10);
        // a server-HTML page: the html page over the page runtime; a form route: the form page, the form's
        // module and MUI (its widgets follow the form); a screen: its module and MUI, the small parts it imports
        // following it (their names would cost every route ~0.5 KB of the script's gzip; /yshRz's largest
        // paint waits for three data calls in a row, not for them)
        const render = def.render;
        const [modules, groups] =
          render.kind === 'page'
            ? [
                [pageModule(render.id), ...(render.screens ?? []).map(screenModule)],
                render.screens?.length ? [RUNTIME, MUI] : [RUNTIME],
              ]
            : render.kind === 'html'
              ? [[HTML_PAGE], [RUNTIME]]
              : render.kind === 'form'
                ? [[formModule(render.form)], [FORMS, MUI]]
                : [[screenModule(render.screen)], [MUI]];
        const known = new Set([...loaded, ...groups.flatMap((group) => shared[group])]);
        const own = new Set(
          render.kind === 'screen'
            ? [chunkOf(screenModule(render.screen)).fileName]
            : modules.flatMap((module) => staticImports(bundle, chunkOf(module), known)),
        );
        files.set(def.path.replace(/\/+$/, '').toLowerCase() || '/', [...groups, ...[...own].map(short)]);
      }
      const source = `(function(){var r=${JSON.stringify(Object.fromEntries(files))},g=${JSON.stringify(groupFiles)},p=location.hash.replace(/^#/,'').split('?')[0].replace(/\\/+$/,'').toLowerCase()||'/',l=r[p];if(l)l.forEach(function(i){(typeof i=='number'?g[i]:[i]).forEach(function(f){var e=document.createElement('link');if(/\\.css$/.test(f)){e.rel='preload';e.as='style'}else e.rel='modulepreload';e.href=${JSON.stringify(`${base}assets/`)}+f;document.head.appendChild(e)})})})();\n`;
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
