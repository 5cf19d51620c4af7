// A form field the sandbox's handler never reads is sent for nothing: the member types it and it is
// lost. The handlers are read as text (the generator imports nothing of the sandbox, as it imports
// nothing of src/): a handler is a method `operationId({ body, query }, ctx) {` of an object in
// sandbox/areas/ or sandbox/handlers/, and a field is read as `body.<name>` / `query.<name>` or
// destructured from them. A handler that hands its whole body or query on (`...body`, `f(body)`) reads
// whatever comes, and so does one that reads `body[name]` by a computed name: neither is judged. The sandbox stands in for the real back end, whose source the
// generator cannot see: a warning, not an error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

const METHOD = /^ {2}(?:async )?([A-Za-z][A-Za-z0-9]*)\(\{([^)]*)\}/gm;
const WHOLE = /\.\.\.(?:body|query|input)\b|[(,]\s*(?:body|query|input)\s*[,)]|=\s*(?:body|query|input)\s*;|\b(?:body|query|input)\[/;

/** Every handler of the sandbox by operationId (none when the project has no sandbox). */
export function readHandlers(root: string): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const dir of HANDLER_DIRS) {
    for (const path of tsFiles(join(root, dir))) {
      const text = readFileSync(path, 'utf8');
      const starts = [...text.matchAll(METHOD)];
      starts.forEach((match, i) => {
        const body = text.slice(match.index, starts[i + 1]?.index ?? text.length);
        const reads = new Set<string>();
        for (const [, name] of body.matchAll(/\b(?:body|query|input)\.([A-Za-z_][A-Za-z0-9_]*)/g)) reads.add(name);
        // destructured in the parameter ({ body: { a, b } }) or in the body (const { a, b } = body)
        for (const [, inParameter, inBody] of body.matchAll(/(?:body|query):\s*\{([^{}]*)\}|\{([^{}]*)\}\s*=\s*(?:body|query)\b/g)) {
          for (const name of (inParameter ?? inBody ?? '').split(',')) if (name.trim()) reads.add(name.trim().split(/[:=\s]/)[0]);
        }
        const line = text.slice(0, match.index).split('\n').length;
        handlers.set(match[1], { file: relative(root, path), line, reads: WHOLE.test(body) ? undefined : reads });
      });
    }
  }
  return handlers;
}

function tsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

/** Each field a form sends (its schema's properties, not `local`) that the operation's handler never reads. */
export function checkStoredFields(form: LoadedForm, handlers: ReadonlyMap<string, Handler>): Diagnostic[] {
  const value = form.file.value;
  if (!isObject(value) || !isObject(value.submit) || !isObject(value.schema) || !isObject(value.schema.properties)) return [];
  const local = Array.isArray(value.local) ? value.local.map(String) : [];
  const omitted = isObject(value.submit.update) && Array.isArray(value.submit.update.omit) ? value.submit.update.omit.map(String) : [];
  const diagnostics: Diagnostic[] = [];
  const calls = [value.submit, value.submit.update].filter(isObject);
  for (const call of calls) {
    const operation = call.operation;
    const handler = typeof operation === 'string' ? handlers.get(operation) : undefined;
    if (!handler?.reads) continue;
    for (const field of Object.keys(value.schema.properties)) {
      if (local.includes(field) || handler.reads.has(field) || (call !== value.submit && omitted.includes(field))) continue;
      const hint = `${handler.file}:${handler.line} (${String(operation)}) never reads it: store it there, or list it under local: if the page only uses it`;
      diagnostics.push(diagnostic(form.file, ['schema', 'properties', field], `field \`${field}\` is sent to \`${String(operation)}\`, which stores nothing of it`, hint, { key: true, severity: 'warning' }));
    }
  }
  return diagnostics;
}
