// An editor in miniature for the language-server tests and the bench: starts `npm run -s lsp`
// as a child process over stdio in a copy of the project's spec/, opens documents, edits them and waits
// for the diagnostics of the text it sent (by the document's version).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import type {
  CompletionItem,
  Diagnostic,
  Hover,
  Location,
  ProtocolConnection,
  PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SpecClient {
  root: string;
  uri(path: string): string;
  /** opens `path` with `text` (default: its text on disk) */
  open(path: string, text?: string): void;
  /** replaces the whole text of an open document and resolves with its diagnostics and the milliseconds they took */
  edit(path: string, text: string): Promise<{ diagnostics: Diagnostic[]; ms: number }>;
  /** the diagnostics last published for `path` */
  diagnostics(path: string): Diagnostic[];
  /** waits until the diagnostics of every open document's latest version are in */
  settled(): Promise<void>;
  completion(path: string, line: number, character: number): Promise<CompletionItem[]>;
  hover(path: string, line: number, character: number): Promise<Hover | null>;
  definition(path: string, line: number, character: number): Promise<Location | null>;
  text(path: string): string;
  close(): Promise<void>;
}

/** A temporary project: a copy of spec/ (edited freely), the real src/ and sandbox/ (read only). */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'lsp-'));
  cpSync(join(PROJECT_ROOT, 'spec'), join(root, 'spec'), { recursive: true });
  for (const dir of ['src', 'sandbox']) symlinkSync(join(PROJECT_ROOT, dir), join(root, dir));
  return root;
}

export async function startSpecClient(): Promise<SpecClient> {
  const root = copyProject();
  const child: ChildProcess = spawn('npm', ['run', '-s', 'lsp'], {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const connection: ProtocolConnection = createProtocolConnection(
    new StreamMessageReader(child.stdout!),
    new StreamMessageWriter(child.stdin!),
  );
  const published = new Map<string, PublishDiagnosticsParams>();
  const waiters: (() => void)[] = [];
  connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
    published.set(params.uri, params);
    waiters.splice(0).forEach((wake) => wake());
  });
  connection.listen();
  const uri = (path: string) => pathToFileURL(join(root, path)).href;
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(root).href,
    capabilities: {},
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'spec' }],
  });
  await connection.sendNotification('initialized', {});
  const texts = new Map<string, { text: string; version: number }>();
  const until = async (done: () => boolean) => {
    while (!done()) {
      await new Promise<void>((wake, fail) => {
        const timer = setTimeout(
          () => fail(new Error(`no diagnostics in time; server said:\n${stderr.slice(-2000)}`)),
          120_000,
        );
        waiters.push(() => {
          clearTimeout(timer);
          wake();
        });
      });
    }
  };
  const position = (line: number, character: number) => ({ line, character });
  return {
    root,
    uri,
    open(path, text = readFileSync(join(root, path), 'utf8')) {
      texts.set(path, { text, version: 1 });
      void connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: uri(path), languageId: 'yaml', version: 1, text },
      });
    },
    async edit(path, text) {
      const version = texts.get(path)!.version + 1;
      texts.set(path, { text, version });
      const started = performance.now();
      void connection.sendNotification('textDocument/didChange', {
        textDocument: { uri: uri(path), version },
        contentChanges: [{ text }],
      });
      await until(() => (published.get(uri(path))?.version ?? 0) >= version);
      return { diagnostics: published.get(uri(path))!.diagnostics, ms: performance.now() - started };
    },
    diagnostics: (path) => published.get(uri(path))?.diagnostics ?? [],
    async settled() {
      await until(() => [...texts].every(([path, { version }]) => (published.get(uri(path))?.version ?? 0) >= version));
    },
    completion: async (path, line, character) => {
      const answer = (await connection.sendRequest('textDocument/completion', {
        textDocument: { uri: uri(path) },
        position: position(line, character),
      })) as CompletionItem[] | { items: CompletionItem[] } | null;
      return Array.isArray(answer) ? answer : (answer?.items ?? []);
    },
    hover: (path, line, character) =>
      connection.sendRequest('textDocument/hover', {
        textDocument: { uri: uri(path) },
        position: position(line, character),
      }) as Promise<Hover | null>,
    definition: (path, line, character) =>
      connection.sendRequest('textDocument/definition', {
        textDocument: { uri: uri(path) },
        position: position(line, character),
      }) as Promise<Location | null>,
    text: (path) => texts.get(path)?.text ?? readFileSync(join(root, path), 'utf8'),
    async close() {
      const exited = new Promise((done) => child.once('exit', done));
      await connection.sendRequest('shutdown').catch(() => undefined);
      await connection.sendNotification('exit').catch(() => undefined);
      // the server leaves when stdin ends; the kill is for one stuck in a check
      child.stdin!.end();
      const timer = setTimeout(() => child.kill(), 5000);
      await exited;
      clearTimeout(timer);
      connection.dispose();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The 0-based line and character of the first occurrence of `needle` after `after` (plus `offset` characters). */
export function find(text: string, needle: string, offset = 0, after = ''): { line: number; character: number } {
  const from = after ? text.indexOf(after) : 0;
  const index = text.indexOf(needle, from) + offset;
  if (index - offset < 0 || from < 0) throw new Error(`${needle} not found`);
  const before = text.slice(0, index);
  return { line: before.split('\n').length - 1, character: index - before.lastIndexOf('\n') - 1 };
}
