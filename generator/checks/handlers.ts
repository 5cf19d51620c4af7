// A form field the sandbox's handler never reads is sent for nothing: the member types it and it is
// lost. The generator imports nothing of the sandbox (as it imports nothing of src/), so it reads the
// sandbox's declared handler tables through TypeScript's parser, not its layout: a table is an object
// declared `Record<string, Handler>` (or an area's `handlers:`), each member an operationId's handler,
// a method or a function-valued property. A field is read as `body.<name>` / `query.<name>`
// (`input.body.<name>` on a handler that takes its input whole) or destructured from them. A handler
// that hands its body or query on (a spread, an argument, `body[name]` by a computed name), or is made by
// a factory (`saveTeaPerson: save(PERSON)`), reads whatever comes: it is not judged. The sandbox
// stands in for the real back end, whose source the generator cannot see: a warning, not an error.
// tests/sandbox/handler-table.test.ts checks that these tables are exactly the sandbox's HANDLERS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as TS from 'typescript';
import { cached } from '../cache.js';
import { isObject } from '../data.js';
import type { Diagnostic } from '../diagnostics.js';
import type { LoadedForm } from '../load.js';
import { diagnostic } from '../yaml-source.js';

export const HANDLER_DIRS = ['sandbox/areas', 'sandbox/handlers'];

export interface Handler {
  /** where it is defined, relative to the root */
  file: string;
  line: number;
  /** the fields it reads, or undefined when it hands its input on whole */
  reads?: Set<string>;
}

interface StoredHandler {
  file: string;
  line: number;
  reads: string[] | null;
}

const HANDLERS_CACHE = { name: 'handlers', sources: [import.meta.url] };

/** Every handler of the sandbox by operationId (none when the project has no sandbox). */
export async function readHandlers(root: string): Promise<Map<string, Handler>> {
  const files = HANDLER_DIRS.flatMap((dir) => tsFiles(join(root, dir))).map(
    (path) => [relative(root, path), readFileSync(path, 'utf8')] as const,
  );
  // parsing ~100 files costs a second and more (the parser's import included): cached by their text
  const stored = await cached<Record<string, StoredHandler>>(HANDLERS_CACHE, files, async () => {
    const { default: ts } = await import('typescript');
    return Object.fromEntries(files.flatMap(([file, text]) => handlersOf(ts, file, text)));
  });
  return new Map(
    Object.entries(stored).map(([id, { file, line, reads }]) => [
      id,
      { file, line, ...(reads && { reads: new Set(reads) }) },
    ]),
  );
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
    )
    .sort();
}

/** The handlers of one file's tables, with the fields each reads (null: it reads whatever comes). */
function handlersOf(ts: typeof TS, file: string, text: string): [string, StoredHandler][] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: [string, StoredHandler][] = [];
  const isTable = (node: TS.ObjectLiteralExpression): boolean => {
    const { parent } = node;
    if (ts.isVariableDeclaration(parent))
      return parent.type?.getText(source).replace(/\s/g, '') === 'Record<string,Handler>';
    return ts.isPropertyAssignment(parent) && parent.name.getText(source) === 'handlers';
  };
  const visit = (node: TS.Node): void => {
    if (ts.isObjectLiteralExpression(node) && isTable(node)) {
      for (const member of node.properties) {
        if (!member.name || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) continue;
        const fn = ts.isMethodDeclaration(member)
          ? member
          : ts.isPropertyAssignment(member) &&
              (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer))
            ? member.initializer
            : undefined;
        const reads = fn ? readsOf(ts, fn) : undefined;
        const line = source.getLineAndCharacterOfPosition(member.getStart(source)).line + 1;
        found.push([member.name.text, { file, line, reads: reads ? [...reads].sort() : null }]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const PARTS = new Set(['body', 'query']);

/** What a handler reads of its body and query, or undefined when it hands either on whole. */
function readsOf(ts: typeof TS, fn: TS.FunctionLikeDeclaration): Set<string> | undefined {
  const reads = new Set<string>();
  const parameter = fn.parameters[0];
  if (!parameter || !fn.body) return reads;
  // the names the body and query (`part`) or the whole input go by in the handler
  const names = new Map<string, 'part' | 'input'>();
  /** the keys a destructuring names, or undefined when it keeps the rest (`...others`) */
  const keysOf = (pattern: TS.ObjectBindingPattern): string[] | undefined =>
    pattern.elements.some((element) => element.dotDotDotToken)
      ? undefined
      : pattern.elements.map((element) => (element.propertyName ?? element.name).getText());
  if (ts.isIdentifier(parameter.name)) names.set(parameter.name.text, 'input');
  else if (ts.isObjectBindingPattern(parameter.name)) {
    for (const element of parameter.name.elements) {
      if (element.dotDotDotToken) return undefined;
      if (!PARTS.has((element.propertyName ?? element.name).getText())) continue;
      if (ts.isIdentifier(element.name)) names.set(element.name.text, 'part');
      else if (ts.isObjectBindingPattern(element.name)) {
        const keys = keysOf(element.name);
        if (!keys) return undefined;
        keys.forEach((key) => reads.add(key));
      } else return undefined;
    }
  } else return undefined;

  const outer = (node: TS.Node): TS.Node => {
    let at = node;
    while (
      ts.isAsExpression(at.parent) ||
      ts.isParenthesizedExpression(at.parent) ||
      ts.isNonNullExpression(at.parent) ||
      ts.isSatisfiesExpression(at.parent)
    )
      at = at.parent;
    return at;
  };
  /** Records what a use of the body or query reads; false when it hands it on. */
  const partUse = (node: TS.Node): boolean => {
    const { parent } = outer(node);
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) return (reads.add(parent.name.text), true);
    if (
      ts.isVariableDeclaration(parent) &&
      parent.initializer === outer(node) &&
      ts.isObjectBindingPattern(parent.name)
    ) {
      const keys = keysOf(parent.name);
      keys?.forEach((key) => reads.add(key));
      return keys !== undefined;
    }
    return false;
  };
  let whole = false;
  const visit = (node: TS.Node): void => {
    if (whole) return;
    if (ts.isIdentifier(node) && names.has(node.text) && isReference(ts, node)) {
      if (names.get(node.text) === 'part') whole = !partUse(node);
      else {
        const { parent } = node;
        const member =
          ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent.name.text : undefined;
        if (member === undefined) whole = true;
        else if (PARTS.has(member)) whole = !partUse(parent);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(fn.body);
  return whole ? undefined : reads;
}

/** Whether an identifier names a value here (not a property's or a declaration's name). */
function isReference(ts: typeof TS, node: TS.Identifier): boolean {
  const { parent } = node;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  if (ts.isBindingElement(parent)) return parent.name !== node && parent.propertyName !== node;
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent)) return parent.name !== node;
  return true;
}

/** Each field a form sends (its schema's properties, not `local`) that the operation's handler never reads. */
export function checkStoredFields(form: LoadedForm, handlers: ReadonlyMap<string, Handler>): Diagnostic[] {
  const value = form.file.value;
  if (!isObject(value) || !isObject(value.submit) || !isObject(value.schema) || !isObject(value.schema.properties))
    return [];
  const local = Array.isArray(value.local) ? value.local.map(String) : [];
  const omitted =
    isObject(value.submit.update) && Array.isArray(value.submit.update.omit)
      ? value.submit.update.omit.map(String)
      : [];
  const diagnostics: Diagnostic[] = [];
  const calls = [value.submit, value.submit.update].filter(isObject);
  for (const call of calls) {
    const operation = call.operation;
    const handler = typeof operation === 'string' ? handlers.get(operation) : undefined;
    if (!handler?.reads) continue;
    for (const field of Object.keys(value.schema.properties)) {
      if (local.includes(field) || handler.reads.has(field) || (call !== value.submit && omitted.includes(field)))
        continue;
      const hint = `${handler.file}:${handler.line} (${String(operation)}) never reads it: store it there, or list it under local: if the page only uses it`;
      diagnostics.push(
        diagnostic(
          form.file,
          ['schema', 'properties', field],
          `field \`${field}\` is sent to \`${String(operation)}\`, which stores nothing of it`,
          hint,
          { key: true, severity: 'warning' },
        ),
      );
    }
  }
  return diagnostics;
}
