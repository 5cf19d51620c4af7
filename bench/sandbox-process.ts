// The sandbox in a process of its own, as `npm start` runs it, for the benchmarks: a load generator or
// Lighthouse in the same process would share its event loop and show up as the sandbox's latency.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '../sandbox/spec.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const spec = loadSpec();

/** The main client's signature headers; the sandbox accepts a timestamp within 5 minutes, longer than a run. */
export function signed(): Record<string, string> {
  const uuid = randomUUID();
  const timestamp = String(Math.floor(Date.now() / 1000));
  const sign = createHash('md5')
    .update(uuid + timestamp + spec.signing.suffix)
    .digest('hex');
  return {
    [spec.signing.uuidHeader]: uuid,
    [spec.signing.timestampHeader]: timestamp,
    [spec.signing.signHeader]: sign,
  };
}

export interface SandboxProcess {
  url: string;
  /**
   * The sandbox process's CPU time so far (user + system, ms; Linux /proc): per request, it is what a
   * call costs the server whatever else the machine is running, where latency counts the waits too.
   */
  cpuMs(): number;
  stop(): void;
}

/** Starts the sandbox on a free loopback port over a fresh data folder, serving `distDir` if given. */
export async function startSandboxProcess(distDir?: string): Promise<SandboxProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tea-bench-'));
  // The sandbox's console (its banner, then a line per request) goes to a file, not a pipe: the sandbox
  // writes its console synchronously, so a pipe that this process — busy generating load — drains late
  // would stall the sandbox mid-run and show up as its latency.
  const logFile = join(dataDir, 'console.log');
  const log = openSync(logFile, 'w');
  // BENCH_SANDBOX_NODE_ARGS: node flags for the sandbox alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // (NODE_OPTIONS refuses --cpu-prof; the sandbox writes its profile as stop() ends it)
  const nodeArgs = (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', './tsx-register.mjs', 'sandbox/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SANDBOX_DATA: dataDir,
      SANDBOX_DIST: distDir ? resolve(distDir) : '',
      PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_DEMO: '',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const stop = () => {
    child.kill();
    // BENCH_KEEP_DATA=1 keeps the data folder and the sandbox's console (with --trace-gc, its collections)
    if (process.env.BENCH_KEEP_DATA) console.log(`the sandbox's data and console: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
  const url = await new Promise<string>((done, fail) => {
    const poll = setInterval(() => {
      const port = /sandbox: http:\/\/localhost:(\d+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
      if (!port) return;
      clearInterval(poll);
      done(`http://127.0.0.1:${port}`);
    }, 100);
    child.on('exit', (code) => {
      clearInterval(poll);
      fail(new Error(`the sandbox exited (${code}) before listening`));
    });
  }).catch((err: unknown) => {
    stop();
    throw err;
  });
  const cpuMs = () => {
    // /proc/<pid>/stat: utime and stime are the 14th and 15th fields, in clock ticks (100 a second)
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  return { url, cpuMs, stop };
}
