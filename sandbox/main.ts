// `npm start`: the built portal and the API on one port (PORT, default 8080).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printBanner } from './banner.js';
import { UnusableDatabaseError } from './db.js';
import { startSandbox } from './server.js';

// SANDBOX_DIST: another build folder (the benchmarks measure a build of their own)
const distDir = process.env.SANDBOX_DIST || fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(distDir);
if (!built) console.warn('[sandbox] dist/ 不存在，只提供接口；先运行 npm run build 构建门户。');

// The test and demo endpoints (any phone's SMS code, QR confirm as anyone, review approvals) only on request.
const demo = process.env.SANDBOX_DEMO === '1';
try {
  const { url } = await startSandbox({
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST,
    distDir: built ? distDir : null,
    log: true,
    sandboxEndpoints: demo,
  });
  printBanner(url, demo);
} catch (err) {
  // A database that cannot be used: one line naming the file and the way out, not a stack trace.
  if (!(err instanceof UnusableDatabaseError)) throw err;
  console.error(`[sandbox] ${err.message}`);
  process.exit(1);
}
