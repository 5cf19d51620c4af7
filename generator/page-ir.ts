// The normalised model of a composed page (spec/routes.yaml `page:`) and of spec/display.yaml, built
// from a spec that validated: shorthands expanded (a field name → { field }, `gate: login` → { login:
// text }), conditions parsed into a tree the runtime interprets, templates cut into parts, each block
// and action tagged with its kind.
import { isObject } from './data.js';
import type { Obj } from './data.js';
import { ACTION_KINDS, BLOCK_KINDS, REF } from './spec-schemas.js';

const obj = (value: unknown): Obj => (isObject(value) ? value : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const defined = (entries: Obj): Obj => Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));

/** The text a visitor is told by a login gate when the page gives none (seed 1 §8). */
export const LOGIN_FIRST = '请先登录';

/** The comment thread's button texts where the page gives none. */
const COMMENT_TEXTS = { reply: '回复', like: '赞', liked: '已赞', delete: '删除', loginFirst: LOGIN_FIRST };

type Scalar = string | number | boolean;
const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;

/** An operand: a ref ('record.x', 'row.x', 'session.x', 'query.x'), a bare field of the row or record, or a value. */
export function operand(value: Scalar, bareIsField: boolean): Obj {
  if (typeof value === 'string' && REF.test(value)) {
    const dot = value.indexOf('.');
    return { ref: value.slice(0, dot), path: value.slice(dot + 1) };
  }
  if (bareIsField && typeof value === 'string') return { ref: 'scope', path: value };
  return { value };
}

/** `when:` → { all | any | not | test, op, value(s) }. */
export function conditionIr(node: unknown): Obj {
  const tests: Obj[] = [];
  for (const [key, value] of Object.entries(obj(node))) {
    if (key === 'and') tests.push({ all: arr(value).map(conditionIr) });
    else if (key === 'or') tests.push({ any: arr(value).map(conditionIr) });
    else if (key === 'not') tests.push({ not: conditionIr(value) });
    else {
      const test = operand(key, true);
      if (!isObject(value)) {
        tests.push({ test, op: 'eq', value: operand(value as Scalar, false) });
        continue;
      }
      for (const op of COMPARISONS) if (op in value) tests.push({ test, op, value: operand(value[op] as Scalar, false) });
      if (Array.isArray(value.in)) tests.push({ test, op: 'in', values: value.in });
      if (Array.isArray(value.notIn)) tests.push({ test, op: 'notIn', values: value.notIn });
      if (typeof value.empty === 'boolean') tests.push({ test, op: 'empty', empty: value.empty });
    }
  }
  return tests.length === 1 ? tests[0] : { all: tests };
}

const TEMPLATE_PART = /\{([A-Za-z_][\w.]*)(?:\|([A-Za-z][A-Za-z0-9]*))?(?:\|([A-Za-z][A-Za-z0-9]*))?\}/g;

/** '招{number}人' → [{ text: '招' }, { field: 'number' }, { text: '人' }]; '{status|labels:x}' is not a thing: '{a|fmt}' formats. */
export function templateParts(template: string, labelNames: readonly string[] = []): Obj[] {
  const parts: Obj[] = [];
  let last = 0;
  for (const match of template.matchAll(TEMPLATE_PART)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const modifier = match[2];
    const isLabel = modifier !== undefined && labelNames.includes(modifier);
    parts.push(defined({ field: match[1], format: isLabel ? undefined : modifier, labels: isLabel ? modifier : undefined }));
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** A field name, or { field | template | text, … } with its condition parsed and its template cut. */
export function fieldIr(node: unknown, labelNames: readonly string[]): Obj {
  if (typeof node === 'string') return { field: node };
  const field = obj(node);
  return defined({
    ...field,
    template: typeof field.template === 'string' ? templateParts(field.template, labelNames) : undefined,
    when: field.when === undefined ? undefined : conditionIr(field.when),
  });
}
const fieldsIr = (nodes: unknown, labels: readonly string[]) => (nodes === undefined ? undefined : arr(nodes).map((node) => fieldIr(node, labels)));

export function gateIr(node: unknown): Obj | undefined {
  if (node === undefined) return undefined;
  const names = typeof node === 'string' ? [node] : Array.isArray(node) ? node.map(String) : [];
  if (!names.length) return { login: LOGIN_FIRST, ...obj(node) };
  // a real-name check needs a member first
  return defined({ login: LOGIN_FIRST, realName: names.includes('realName') || undefined });
}

const callIr = (node: unknown): Obj => ({ params: {}, ...obj(node) });

export function actionIr(node: unknown): Obj {
  const action = obj(node);
  const kind = ACTION_KINDS.find((name) => name in action) ?? 'navigate';
  const { when, gate, navigate, href, call, toggle, form, host, reveal, copy, map, chat, path, logout: _logout, popover, done, ...common } = action;
  const bodies: Record<string, Obj> = {
    navigate: obj(navigate),
    href: { href },
    call: { call: callIr(call) },
    toggle: { ...obj(toggle), on: callIr(obj(toggle).on), off: callIr(obj(toggle).off) },
    form: defined({ form, host }),
    reveal: obj(reveal),
    // the copy's own `done` (its toast) is `copied`: an action's `done` is its finished state
    copy: (({ done: copied, ...rest }) => ({ ...rest, copied }))(obj(copy)),
    map: obj(map),
    chat: obj(chat),
    path: { path },
    logout: {},
    popover: { items: popover },
  };
  const { confirm, ...rest } = common;
  // a kind of spec/schema/routes.schema.json without its conversion (tests/generator/language.test.ts)
  if (!(kind in bodies)) throw new Error(`action kind \`${kind}\` has no conversion in generator/page-ir.ts`);
  return defined({
    kind,
    ...rest,
    ...(isObject(confirm) ? { confirm: confirm.text, confirmTitle: confirm.title } : { confirm }),
    ...bodies[kind],
    when: when === undefined ? undefined : conditionIr(when),
    gate: gateIr(gate),
    done: isObject(done) ? { label: done.label, when: conditionIr(done.when) } : undefined,
  });
}
const actionsIr = (nodes: unknown) => (nodes === undefined ? undefined : arr(nodes).map(actionIr));

const openIr = (node: unknown) =>
  node === undefined
    ? undefined
    : [node].flat().map((link) => {
        const { when, gate, ...rest } = obj(link);
        return defined({ ...rest, when: when === undefined ? undefined : conditionIr(when), gate: gateIr(gate) });
      });

function listViewIr(view: Obj, labels: readonly string[]): Obj {
  return defined({
    ...view,
    item: isObject(view.item)
      ? defined({
          ...view.item,
          image: view.item.image === undefined ? undefined : fieldIr(view.item.image, labels),
          title: fieldIr(view.item.title, labels),
          badges: fieldsIr(view.item.badges, labels),
          lines: fieldsIr(view.item.lines, labels),
          aside: view.item.aside === undefined ? undefined : fieldIr(view.item.aside, labels),
        })
      : undefined,
    card: Array.isArray(view.card)
      ? view.card.map((choice) => {
          const { card, when } = obj(choice);
          return defined({ card, when: when === undefined ? undefined : conditionIr(when) });
        })
      : view.card,
    open: openIr(view.open),
    groupBy: view.groupBy === undefined ? undefined : fieldIr(view.groupBy, labels),
    actions: actionsIr(view.actions),
  });
}

function filterIr(node: unknown, prefix: string): Obj {
  const filter = obj(node);
  if (isObject(filter.dateRange)) {
    const { dateRange, ...rest } = filter;
    return { kind: 'dateRange', ...rest, from: dateRange.from, to: dateRange.to, query: `${prefix}${String(dateRange.from)}` };
  }
  const kind = (['tabs', 'select', 'search'] as const).find((name) => typeof filter[name] === 'string')!;
  const { tabs: _t, select: _s, search: _q, from, ...rest } = filter;
  const param = String(filter[kind]);
  return defined({ kind, param, query: `${prefix}${param}`, ...rest, from: isObject(from) ? { params: {}, ...from } : undefined });
}

/** The route query keys a block's lists keep their state in (pages, tabs, filters), for the route's query list. */
export function blockQueryKeys(block: Obj): string[] {
  return [...(typeof block.anchor === 'string' ? [ANCHOR_QUERY] : []), ...stateKeys(block)];
}

/** The route query parameter that names the block a page scrolls to (`anchor`). */
export const ANCHOR_QUERY = 'section';

function stateKeys(block: Obj): string[] {
  if (block.kind === 'list') {
    const prefix = String(block.queryPrefix ?? '');
    const filters = arr(block.filters).flatMap((filter) => {
      const f = obj(filter);
      return f.kind === 'dateRange' ? [f.query, `${prefix}${String(f.to)}`] : [f.query];
    });
    // a chosen row's values are list state too (the keys `select` sets)
    return [...(block.pageSize ? [`${prefix}page`] : []), ...(block.tabs ? [`${prefix}tab`] : []), ...filters.map(String), ...Object.keys(obj(block.select))];
  }
  if (block.kind === 'tabs') return [String(block.query), ...arr(block.items).flatMap((tab) => arr(obj(tab).blocks).flatMap((b) => blockQueryKeys(obj(b))))];
  if (block.kind === 'record') return arr(block.blocks).flatMap((b) => blockQueryKeys(obj(b)));
  return [];
}

export function blockIr(node: unknown, labels: readonly string[]): Obj {
  const block = obj(node);
  const kind = BLOCK_KINDS.find((name) => name in block)!;
  const title = typeof block.title === 'string' ? block.title : undefined;
  const common = defined({
    when: block.when === undefined ? undefined : conditionIr(block.when),
    heading: title,
    // a heading with {fields} (评论 {contentCount}) is cut into parts like a field template
    headingTemplate: title?.includes('{') ? templateParts(title, labels) : undefined,
    more: block.more,
    anchor: block.anchor,
  });
  const value = block[kind];
  switch (kind) {
    case 'list': {
      const list = obj(value);
      const prefix = typeof list.queryPrefix === 'string' ? list.queryPrefix : '';
      return defined({
        kind,
        ...common,
        ...listViewIr(list, labels),
        params: obj(list.params),
        queryPrefix: prefix,
        tabs: list.tabs === undefined ? undefined : arr(list.tabs).map((tab) => listViewIr(obj(tab), labels)),
        filters: list.filters === undefined ? undefined : arr(list.filters).map((filter) => filterIr(filter, prefix)),
        position: isObject(list.position) ? defined({ ...list.position, when: list.position.when === undefined ? undefined : conditionIr(list.position.when) }) : undefined,
      });
    }
    case 'record': {
      const record = obj(value);
      return defined({
        kind,
        ...common,
        ...record,
        params: obj(record.params),
        title: record.title === undefined ? undefined : fieldIr(record.title, labels),
        image: record.image === undefined ? undefined : fieldIr(record.image, labels),
        meta: fieldsIr(record.meta, labels),
        badges: fieldsIr(record.badges, labels),
        sections: fieldsIr(record.sections, labels),
        actions: actionsIr(record.actions),
        blocks: record.blocks === undefined ? undefined : arr(record.blocks).map((b) => blockIr(b, labels)),
      });
    }
    case 'carousel': {
      const carousel = obj(value);
      return defined({
        kind,
        ...common,
        ...carousel,
        params: obj(carousel.params),
        interval: isObject(carousel.interval) ? callIr(carousel.interval) : carousel.interval,
        open: actionsIr(carousel.open),
      });
    }
    case 'comments': {
      const comments = obj(value);
      const { when: deleteWhen, ...deleteRest } = obj(comments.delete);
      return defined({
        kind,
        ...common,
        ...comments,
        list: callIr(comments.list),
        submit: comments.submit === undefined ? undefined : callIr(comments.submit),
        reply: comments.reply === undefined ? undefined : callIr(comments.reply),
        like: isObject(comments.like) ? { on: callIr(comments.like.on), off: callIr(comments.like.off) } : undefined,
        delete: isObject(comments.delete) ? defined({ params: {}, ...deleteRest, when: deleteWhen === undefined ? undefined : conditionIr(deleteWhen) }) : undefined,
        disabled: comments.disabled === undefined ? undefined : conditionIr(comments.disabled),
        texts: { ...COMMENT_TEXTS, ...obj(comments.texts) },
      });
    }
    case 'html':
    case 'stats':
      return { kind, ...common, params: {}, ...obj(value) };
    case 'charts':
      return { kind, ...common, ...obj(value) };
    case 'text':
      return { kind, ...common, text: value };
    case 'links':
      return { kind, ...common, links: arr(value).map((link) => defined({ ...obj(link), gate: gateIr(obj(link).gate) })) };
    case 'buttons':
      return { kind, ...common, actions: actionsIr(value) };
    case 'tabs': {
      const tabs = obj(value);
      return {
        kind,
        ...common,
        query: typeof tabs.query === 'string' ? tabs.query : 'tab',
        items: arr(tabs.items).map((tab) => {
          const { when, blocks, ...rest } = obj(tab);
          return defined({ ...rest, when: when === undefined ? undefined : conditionIr(when), blocks: arr(blocks).map((b) => blockIr(b, labels)) });
        }),
      };
    }
    case 'form':
      return { kind, ...common, form: value };
    case 'screen':
      return { kind, ...common, screen: value };
    case 'share':
      return { kind, ...common, labels: value };
    default:
      // a kind of spec/schema/routes.schema.json without its conversion (tests/generator/language.test.ts)
      throw new Error(`block kind \`${kind}\` has no conversion in generator/page-ir.ts`);
  }
}

export function pageIr(node: unknown, labels: readonly string[]): Obj {
  const page = obj(node);
  return defined({
    kind: 'page',
    main: arr(page.main).map((block) => blockIr(block, labels)),
    side: page.side === undefined ? undefined : arr(page.side).map((block) => blockIr(block, labels)),
    sideAt: page.sideAt ?? 'right',
    hideTitle: page.hideTitle,
  });
}

/** spec/display.yaml: each format tagged with its kind; label values as { text, tone }. */
export function displayIr(node: unknown): { formats: Record<string, Obj>; labels: Record<string, Record<string, Obj>> } {
  const display = obj(node);
  const formats = Object.fromEntries(
    Object.entries(obj(display.formats)).map(([name, format]) => {
      const [kind, settings] = Object.entries(obj(format))[0] ?? ['date', ''];
      return [name, kind === 'date' ? { kind, pattern: settings } : { kind, ...obj(settings) }];
    }),
  );
  const labels = Object.fromEntries(
    Object.entries(obj(display.labels)).map(([name, map]) => [name, Object.fromEntries(Object.entries(obj(map)).map(([value, label]) => [value, isObject(label) ? label : { text: label }]))]),
  );
  return { formats, labels };
}

/** Every block of a page, inner ones (a record's, a tab's) included. */
export function allBlocks(blocks: readonly Obj[]): Obj[] {
  return blocks.flatMap((block) => [
    block,
    ...allBlocks(arr(block.blocks).map(obj)),
    ...allBlocks(arr(block.items).flatMap((tab) => arr(obj(tab).blocks).map(obj))),
  ]);
}
