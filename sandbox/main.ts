// `npm start`: the built portal and the API on one port (PORT, default 8080).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printBanner } from './banner.js';
import { startSandbox } from './server.js';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const built = existsSync(distDir);
if (!built) console.warn('[sandbox] dist/ 不存在，只提供接口；先运行 npm run build 构建门户。');

const { url } = await startSandbox({ port: Number(process.env.PORT ?? 8080), distDir: built ? distDir : null, log: true });
printBanner(url);
