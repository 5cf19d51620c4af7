// `npm run dev`: Vite with HMR (middleware mode) + the generator's watcher + the sandbox, one port.
import { createServer } from 'vite';
import { printBanner } from './banner.js';
import { startSandbox } from './server.js';

type Generator = { watch?: (opts: { root: string }) => unknown };

// Dev tooling, not a dependency of the sandbox: the watcher keeps generated/ fresh while spec/ is
// edited. Loaded at run time (a variable specifier, so neither lint nor tsc ties the sandbox to the
// generator's code), and a missing or broken generator only turns the watch off.
const GENERATOR_ENTRY = '../generator/index.js';

const vite = await createServer({ server: { middlewareMode: true }, appType: 'spa' });
const noWatch = (err: Error) => console.warn(`[sandbox] 未启动生成器监听：${err.message}`);
const generator = (await import(GENERATOR_ENTRY).catch((err: Error) => (noWatch(err), {}))) as Generator;
// Not awaited: a watcher may run for as long as the process does; its failure must not stop the server.
Promise.resolve().then(() => generator.watch?.({ root: process.cwd() })).catch(noWatch);

const demo = process.env.SANDBOX_DEMO === '1';
const { url } = await startSandbox({ port: Number(process.env.PORT ?? 8080), vite, log: true, sandboxEndpoints: demo });
printBanner(url, demo);
