// The list calls the portal's pages make, read from spec/routes.yaml: every `operation` whose params are
// literal or the viewer's id (`session.` values; a `query.`, `row.` or `record.` value needs a record)
// and whose 200 answer is a list (page.records or a data array). Each distinct call once, as the page
// sends it: with the list's page size under its paging names, once per tab of a tabs filter, and
//  - to a visitor when the page and the operation are public (a `session.` value left out, as the
//    portal does);
//  - to a member when the page is for members, sends the viewer's id or the operation is for members
//    (`member` lists the parameters that carry the member's id; the benches log a demo member in).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Operation } from '../sandbox/spec.js';
import { spec } from './sandbox-process.js';

export interface ListCall {
  op: Operation;
  params: Record<string, string | number>;
  /** the parameters that carry the member's id; undefined: the call as a visitor sends it */
  member?: string[];
}

/** The demo member the benches send member calls as (README: demo accounts). */
export const BENCH_MEMBER = { username: 'chayou', password: 'Tea12345' };

const ROUTES = fileURLToPath(new URL('../spec/routes.yaml', import.meta.url));

/** Whether the operation's 200 answer carries a list (page.records, or data as an array). */
function answersList(op: Operation): boolean {
  const paths = spec.doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const text = JSON.stringify(paths[op.path][op.method].responses['200']);
  return /"page"|"records"|"data":\{"type":"array"/.test(text);
}

interface ListNode {
  /** a route's: whether visitors may open its page */
  public?: unknown;
  operation?: unknown;
  params?: Record<string, unknown>;
  pageSize?: unknown;
  paging?: unknown;
  filters?: { tabs?: string; options?: { value?: unknown }[] }[];
}

/** The first page's paging parameters, as src/pages/list-logic.ts pagingInput sends them. */
function pagingOf(node: ListNode, pageSize: number | undefined): Record<string, number> {
  if (!pageSize || node.paging === 'local') return {};
  const names = (node.paging as { index: string; size: string } | undefined) ?? {
    index: 'pageIndex',
    size: 'pageSize',
  };
  return { [names.index]: 1, [names.size]: pageSize };
}

export function listCalls(): ListCall[] {
  const found = new Map<string, ListCall>();
  const add = (call: ListCall) =>
    found.set(`${call.op.operationId} ${JSON.stringify(call.params)}${call.member ? ' member' : ''}`, call);
  const walk = (node: unknown, pageSize: number | undefined, publicPage: boolean): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, pageSize, publicPage));
    if (node === null || typeof node !== 'object') return;
    const list = node as ListNode;
    const visitors = typeof list.public === 'boolean' ? list.public : publicPage;
    // tabs of a list inherit its page size
    const size = typeof list.pageSize === 'number' ? list.pageSize : pageSize;
    const op =
      typeof list.operation === 'string' ? spec.operations.find((o) => o.operationId === list.operation) : undefined;
    const entries = Object.entries(list.params ?? {});
    const session = entries.filter(([, v]) => typeof v === 'string' && v.startsWith('session.')).map(([k]) => k);
    const literal = entries.every(
      ([, v]) => typeof v === 'number' || (typeof v === 'string' && !/^(query|row|record)\./.test(v)),
    );
    if (op && literal && answersList(op)) {
      const base = {
        ...Object.fromEntries(entries.filter(([k]) => !session.includes(k))),
        ...pagingOf(list, size),
      } as ListCall['params'];
      const tabs = list.filters?.find((f) => f.tabs);
      const variants = tabs
        ? (tabs.options ?? []).map((o) =>
            o.value === undefined || o.value === '' ? base : { ...base, [tabs.tabs!]: o.value as string | number },
          )
        : [base];
      for (const params of variants) {
        const forVisitors = visitors && op.access.level === 'public';
        if (forVisitors) add({ op, params });
        if (!forVisitors || session.length) add({ op, params, member: session });
      }
    }
    Object.values(node).forEach((n) => walk(n, size, visitors));
  };
  walk(parse(readFileSync(ROUTES, 'utf8')), undefined, true);
  return [...found.values()];
}

/** A call's name in the benches' output and the statements test. */
export const callName = (call: ListCall): string =>
  `${call.op.operationId} ${JSON.stringify(call.params)}${call.member ? ' (member)' : ''}`;
