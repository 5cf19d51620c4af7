// npm run -s lsp: the spec language server (Language Server Protocol over stdin/stdout). It checks the
// open, unsaved spec files with the generator's own stages (workspace.ts) and answers completion, hover
// and go-to-definition from the same knowledge (language.ts). stdout carries the protocol only: anything
// a library prints goes to stderr.
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  createConnection,
  DiagnosticSeverity,
  ProposedFeatures,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import type {
  CompletionItem,
  Diagnostic as LspDiagnostic,
  InitializeParams,
  TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Diagnostic } from '../diagnostics.js';
import { cursorAt } from './cursor.js';
import type { Cursor } from './cursor.js';
import { complete, definition, hover, kindOf, knowledgeOf } from './language.js';
import type { Knowledge } from './language.js';
import { SpecWorkspace } from './workspace.js';

for (const method of ['log', 'info', 'warn', 'debug'] as const)
  console[method] = (...args: unknown[]) => console.error(...args);

/** Quiet time after a keystroke before a check: a burst of typing is checked once. */
const DEBOUNCE_MS = Number(process.env.SPEC_LSP_DEBOUNCE_MS ?? 60);

const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
const documents = new TextDocuments(TextDocument);
let workspace = new SpecWorkspace(process.cwd());

const pathOf = (uri: string): string | undefined => {
  if (!uri.startsWith('file:')) return undefined;
  const path = relative(workspace.root, fileURLToPath(uri)).split('\\').join('/');
  return path.startsWith('..') ? undefined : path;
};
const uriOf = (path: string): string => pathToFileURL(join(workspace.root, path)).href;

connection.onInitialize((params: InitializeParams) => {
  const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  if (folder) workspace = new SpecWorkspace(fileURLToPath(folder));
  return {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionProvider: { triggerCharacters: ['.', ':', ' ', '-'] },
      hoverProvider: true,
      definitionProvider: true,
    },
    serverInfo: { name: 'tea-portal spec' },
  };
});

// ---- checking: debounced, one run at a time ------------------------------------------------------------

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;
let published = new Set<string>();
let knowledge: Knowledge | undefined;

function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void run(), DEBOUNCE_MS);
}

async function run(): Promise<void> {
  timer = undefined;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      const result = await workspace.check();
      knowledge = undefined;
      const next = new Set<string>();
      for (const [path, found] of result.byFile) {
        next.add(path);
        publish(path, found);
      }
      // an open document hears of every check of its text, an empty list saying it is good
      for (const document of documents.all()) {
        const path = pathOf(document.uri);
        if (path && kindOf(path) && !next.has(path)) publish(path, []);
      }
      for (const path of published) if (!next.has(path)) publish(path, []);
      published = next;
      connection.console.log(`checked in ${result.ms} ms`);
    } catch (error) {
      // a generator bug, not a spec mistake: say so and keep serving
      connection.console.error(`check crashed: ${(error as Error).stack ?? String(error)}`);
    }
  })();
  await running;
  running = undefined;
  if (again) {
    again = false;
    await run();
  }
}

/** Waits for the check of the latest text (completion reads the names it defines). */
async function fresh(): Promise<Knowledge | undefined> {
  if (timer) {
    clearTimeout(timer);
    await run();
  } else if (running) await running;
  if (!workspace.spec) await run();
  knowledge ??= workspace.spec && knowledgeOf(workspace.spec);
  return knowledge;
}

function publish(path: string, found: Diagnostic[]): void {
  const uri = uriOf(path);
  const open = documents.get(uri);
  const text = open?.getText() ?? workspace.textOf(path) ?? '';
  const lines = text.split('\n');
  const diagnostics = found.map((d): LspDiagnostic => {
    const line = Math.max(0, d.line - 1);
    const start = Math.max(0, d.col - 1);
    // the node's first token: up to a space, a colon, a comma or a closing bracket
    const rest = (lines[line] ?? '').slice(start);
    const length = /^['"]/.test(rest)
      ? (/^(['"]).*?\1/.exec(rest)?.[0].length ?? rest.length)
      : (/^[^\s:,}\]]*/.exec(rest)?.[0].length ?? 0);
    return {
      range: { start: { line, character: start }, end: { line, character: start + Math.max(1, length) } },
      severity: d.severity === 'warning' ? DiagnosticSeverity.Warning : DiagnosticSeverity.Error,
      source: 'spec',
      message: d.hint ? `${d.message} — ${d.hint}` : d.message,
    };
  });
  void connection.sendDiagnostics({ uri, diagnostics, ...(open ? { version: open.version } : {}) });
}

documents.onDidChangeContent(({ document }) => {
  const path = pathOf(document.uri);
  if (!path || !kindOf(path)) return;
  workspace.overlay.set(path, document.getText());
  schedule();
});
documents.onDidClose(({ document }) => {
  const path = pathOf(document.uri);
  if (!path || !workspace.overlay.delete(path)) return;
  schedule();
});
connection.onDidChangeWatchedFiles(() => {
  workspace.refreshDisk();
  schedule();
});
connection.onInitialized(() => schedule());

// ---- completion, hover, definition ---------------------------------------------------------------------------

async function at(params: TextDocumentPositionParams): Promise<
  | {
      cursor: Cursor;
      kind: Exclude<ReturnType<typeof kindOf>, 'openapi' | undefined>;
      knowledge: Knowledge;
      document: TextDocument;
    }
  | undefined
> {
  const document = documents.get(params.textDocument.uri);
  const path = pathOf(params.textDocument.uri);
  const kind = path ? kindOf(path) : undefined;
  if (!document || !path || !kind || kind === 'openapi') return undefined;
  const known = await fresh();
  if (!known) return undefined;
  const text = document.getText();
  const cursor = cursorAt(text, document.offsetAt(params.position), workspace.parse(path, text).file.doc);
  return cursor && { cursor, kind, knowledge: known, document };
}

connection.onCompletion(async (params): Promise<CompletionItem[]> => {
  const found = await at(params);
  if (!found) return [];
  const { items, start } = complete(found.cursor, found.kind, found.knowledge);
  const range = { start: found.document.positionAt(start), end: params.position };
  return items.map((item) => ({
    ...item,
    textEdit: { range, newText: item.insertText ?? item.label },
    insertText: undefined,
  }));
});

connection.onHover(async (params) => {
  const found = await at(params);
  return found ? (hover(found.cursor, found.kind, found.knowledge) ?? null) : null;
});

connection.onDefinition(async (params) => {
  const found = await at(params);
  return found ? (definition(found.cursor, found.knowledge, uriOf) ?? null) : null;
});

documents.listen(connection);
connection.listen();
