// `npm run dev`: Vite with HMR (middleware mode) + the generator's watcher + the sandbox, one port.
// A spec mistake shows in the browser as Vite's error overlay (file, line, column, the source line with
// a caret, the message), and the next good save clears it; a page (re)loaded while the spec is broken
// gets the overlay as it connects. Vite's HMR socket shares the sandbox's port (no fixed second port,
// so two dev servers each have their live reload).
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'vite';
import type { ErrorPayload, ViteDevServer } from 'vite';
import { printBanner } from './banner.js';
import { startSandbox } from './server.js';

/** What dev needs of a generation's result (generator/generate.ts GenerateResult). */
interface Result {
  ok: boolean;
  written: boolean;
  diagnostics: {
    file: string;
    line: number;
    col: number;
    message: string;
    hint?: string;
    severity: string;
    excerpt?: string;
  }[];
}
type Generator = { watch?: (opts: { root: string; onResult?: (result: Result) => void }) => unknown };

// Dev tooling, not a dependency of the sandbox: the watcher keeps generated/ fresh while spec/ is
// edited. Loaded at run time (a variable specifier, so neither lint nor tsc ties the sandbox to the
// generator's code), and a missing or broken generator only turns the watch off.
const GENERATOR_ENTRY = '../generator/index.js';

const httpServer = createHttpServer();
const vite = await createServer({ server: { middlewareMode: true, ws: { server: httpServer } }, appType: 'spa' });
const noWatch = (err: Error) => console.warn(`[sandbox] 未启动生成器监听：${err.message}`);
const generator = (await import(GENERATOR_ENTRY).catch((err: Error) => (noWatch(err), {}))) as Generator;
const root = process.cwd();
/** The overlay the browser shows while the spec is broken, sent again to every page that connects. */
let showing: ErrorPayload | undefined;
vite.hot.on(
  'vite:client:connect',
  (_data: unknown, client: { send(payload: ErrorPayload): void }) => showing && client.send(showing),
);

/** The first error of a run as Vite's overlay; a good run after one clears it. */
function toBrowser(server: ViteDevServer, result: Result): void {
  const error = result.diagnostics.find((d) => d.severity === 'error');
  if (error) {
    const more = result.diagnostics.filter((d) => d.severity === 'error').length - 1;
    const message = `${error.message}${error.hint ? ` — ${error.hint}` : ''}${more ? `\n(and ${more} more: see the terminal)` : ''}`;
    showing = {
      type: 'error',
      err: {
        message,
        stack: '',
        id: `${root}/${error.file}`,
        frame: error.excerpt ?? '',
        plugin: 'spec',
        loc: { file: `${root}/${error.file}`, line: error.line, column: error.col },
      },
    };
    server.hot.send(showing);
  } else if (showing) {
    showing = undefined;
    // a fix that restores what generated/ already held changes no module: nothing would close the overlay
    if (!result.written) server.hot.send({ type: 'full-reload' });
  }
}

// Not awaited: a watcher may run for as long as the process does; its failure must not stop the server.
Promise.resolve()
  .then(() => generator.watch?.({ root, onResult: (result) => toBrowser(vite, result) }))
  .catch(noWatch);

const demo = process.env.SANDBOX_DEMO === '1';
const { url } = await startSandbox({
  port: Number(process.env.PORT ?? 8080),
  vite,
  httpServer,
  log: true,
  sandboxEndpoints: demo,
});
printBanner(url, demo);
