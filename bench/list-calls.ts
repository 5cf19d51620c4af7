// The list calls the portal's pages make, read from spec/routes.yaml: every `operation` with literal
// `params` (no session., query. or row. value — those need a member or a record) whose 200 answer is a
// list (page.records or a data array). Each distinct call once, as the page sends it to a visitor: a
// session. value (the viewer's id) is left out, as the portal does when no one is logged in.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Operation } from '../sandbox/spec.js';
import { spec } from './sandbox-process.js';

export interface ListCall {
  op: Operation;
  params: Record<string, string | number>;
}

const ROUTES = fileURLToPath(new URL('../spec/routes.yaml', import.meta.url));

/** Whether the operation's 200 answer carries a list (page.records, or data as an array). */
function answersList(op: Operation): boolean {
  const paths = spec.doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const text = JSON.stringify(paths[op.path][op.method].responses['200']);
  return /"page"|"records"|"data":\{"type":"array"/.test(text);
}

export function listCalls(): ListCall[] {
  const found = new Map<string, ListCall>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const { operation, params } = node as { operation?: unknown; params?: unknown };
    const op = typeof operation === 'string' ? spec.operations.find((o) => o.operationId === operation) : undefined;
    const visitor = Object.entries((params ?? {}) as Record<string, unknown>).filter(([, v]) => !(typeof v === 'string' && v.startsWith('session.')));
    const literal = visitor.every(([, v]) => typeof v === 'number' || (typeof v === 'string' && !/^(query|row|record)\./.test(v)));
    if (op && op.access.level === 'public' && literal && answersList(op)) {
      const call = { op, params: Object.fromEntries(visitor) as ListCall['params'] };
      found.set(`${op.operationId} ${JSON.stringify(call.params)}`, call);
    }
    Object.values(node).forEach(walk);
  };
  walk(parse(readFileSync(ROUTES, 'utf8')));
  return [...found.values()];
}
