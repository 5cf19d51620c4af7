import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run dev` as a product owner starts it (sandbox/dev.ts: Vite in middleware mode, the generator's
// watcher and the sandbox on one port), on a free port with its own temporary database.
const root = fileURLToPath(new URL('../..', import.meta.url));

export interface DevServer {
  baseUrl: string;
  /** everything the server printed so far */
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer(): Promise<DevServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-dev-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', './tsx-register.mjs', 'sandbox/dev.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SANDBOX_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const found = /sandbox: (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the dev server ended (${code}):\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await ended;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, output: () => output, stop };
}
