// The conversion to the normalised model of a composed page (spec/routes.yaml `page:`, typed in
// ./page-types.ts) and of spec/display.yaml, from a spec that validated: shorthands expanded (a field
// name → { field }, `gate: login` → { login: text }), conditions parsed into a tree the runtime
// interprets, templates cut into parts, each block and action tagged with its kind. The YAML it reads
// is untyped but checked by spec/schema/routes.schema.json, so the keys a block passes on unchanged are
// cast to the model's type; what the conversion builds is checked against it.
import { isObject } from './data.js';
import type { Obj } from './data.js';
import type {
  Action,
  Block,
  BlockBase,
  Call,
  CarouselBlock,
  ChartsBlock,
  CommentsBlock,
  Condition,
  Field,
  Filter,
  Gate,
  HtmlBlock,
  ListBlock,
  ListView,
  OpenLink,
  Operand,
  Page,
  Params,
  RecordBlock,
  Scalar,
  StatsBlock,
  TemplatePart,
  Tile,
} from './page-types.js';
import { ACTION_KINDS, BLOCK_KINDS, defaultsOf, REF, routesFileSchema } from './spec-schemas.js';

const obj = (value: unknown): Obj => (isObject(value) ? value : {});
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The object without its undefined keys (the generated modules hold no `key: undefined`). */
const defined = <T extends object>(entries: T): T =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T;
const whenIr = (node: unknown): Condition | undefined => (node === undefined ? undefined : conditionIr(node));

/** What the conversion reads besides the page: the label maps' names, the text a visitor is told by a login gate that gives none. */
export interface IrContext {
  labels: readonly string[];
  /** spec/openapi.yaml x-access-control.visitor.msg (请先登录, seed 1 §8) */
  loginFirst: string;
  /** spec/routes.yaml navigation's numbers (hotline, reportHotline) a link may call by name (`tel:`) */
  phones: Readonly<Record<string, string>>;
}

/** A links entry: a `tel:` names a number of the navigation, which becomes its text (unless it has one) and its tel: address. */
function tileIr(link: Omit<Tile, 'label'> & { label?: string; tel?: string }, context: IrContext): Tile {
  const { tel, label, ...tile } = link;
  const number = tel === undefined ? undefined : context.phones[tel];
  const called = number === undefined ? {} : { href: `tel:${number.replace(/[^\d+]/g, '')}` };
  return defined({ ...tile, label: label ?? number ?? '', ...called, gate: gateIr(tile.gate, context.loginFirst) });
}

/** The comment thread's button texts where the page gives none: their `default`s in spec/schema/routes.schema.json. */
const COMMENT_TEXTS = defaultsOf(routesFileSchema.$defs?.block?.properties?.comments?.properties?.texts) as Pick<
  CommentsBlock['texts'],
  'reply' | 'like' | 'liked' | 'delete'
>;

const COMPARISONS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte'] as const;

/** An operand: a ref ('record.x', 'row.x', 'session.x', 'query.x'), a bare field of the row or record, or a value. */
export function operand(value: Scalar, bareIsField: boolean): Operand {
  if (typeof value === 'string' && REF.test(value)) {
    const dot = value.indexOf('.');
    return { ref: value.slice(0, dot) as 'record' | 'row' | 'session' | 'query', path: value.slice(dot + 1) };
  }
  if (bareIsField && typeof value === 'string') return { ref: 'scope', path: value };
  return { value };
}

/** `when:` → { all | any | not | test, op, value(s) }. */
export function conditionIr(node: unknown): Condition {
  const tests: Condition[] = [];
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
      for (const op of COMPARISONS)
        if (op in value) tests.push({ test, op, value: operand(value[op] as Scalar, false) });
      if (Array.isArray(value.in)) tests.push({ test, op: 'in', values: value.in as Scalar[] });
      if (Array.isArray(value.notIn)) tests.push({ test, op: 'notIn', values: value.notIn as Scalar[] });
      if (typeof value.empty === 'boolean') tests.push({ test, op: 'empty', empty: value.empty });
    }
  }
  return tests.length === 1 ? tests[0] : { all: tests };
}

const TEMPLATE_PART = /\{([A-Za-z_][\w.]*)(?:\|([A-Za-z][A-Za-z0-9]*))?(?:\|([A-Za-z][A-Za-z0-9]*))?\}/g;

/** '招{number}人' → [{ text: '招' }, { field: 'number' }, { text: '人' }]; '{status|labels:x}' is not a thing: '{a|fmt}' formats. */
export function templateParts(template: string, labelNames: readonly string[] = []): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let last = 0;
  for (const match of template.matchAll(TEMPLATE_PART)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    const modifier = match[2];
    const isLabel = modifier !== undefined && labelNames.includes(modifier);
    parts.push(
      defined({ field: match[1], format: isLabel ? undefined : modifier, labels: isLabel ? modifier : undefined }),
    );
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** A field name, or { field | template | text, … } with its condition parsed and its template cut. */
export function fieldIr(node: unknown, labelNames: readonly string[]): Field {
  if (typeof node === 'string') return { field: node };
  const field = obj(node);
  return defined({
    ...(field as Field),
    template: typeof field.template === 'string' ? templateParts(field.template, labelNames) : undefined,
    when: whenIr(field.when),
  });
}
const optionalFieldIr = (node: unknown, labels: readonly string[]) =>
  node === undefined ? undefined : fieldIr(node, labels);
const fieldsIr = (nodes: unknown, labels: readonly string[]) =>
  nodes === undefined ? undefined : arr(nodes).map((node) => fieldIr(node, labels));

export function gateIr(node: unknown, loginFirst: string): Gate | undefined {
  if (node === undefined) return undefined;
  const names = typeof node === 'string' ? [node] : Array.isArray(node) ? node.map(String) : [];
  if (!names.length) return { login: loginFirst, ...(obj(node) as Gate) };
  // a real-name check needs a member first
  return defined({ login: loginFirst, realName: names.includes('realName') || undefined });
}

const callIr = (node: unknown): Call => ({ params: {}, ...(obj(node) as Partial<Call> & Pick<Call, 'operation'>) });

export function actionIr(node: unknown, context: IrContext): Action {
  const action = obj(node);
  const kind = (ACTION_KINDS.find((name) => name in action) ?? 'navigate') as Action['kind'];
  const {
    when,
    gate,
    navigate,
    href,
    call,
    toggle,
    form,
    host,
    reveal,
    copy,
    map,
    chat,
    path,
    logout: _logout,
    popover,
    details,
    done,
    ...common
  } = action;
  // each kind's own keys; the YAML's (checked by the schema) pass on as they are
  const bodies: Record<Action['kind'], Obj> = {
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
    details: { fields: fieldsIr(details, context.labels) },
  };
  const { confirm, ...rest } = common;
  // a kind of spec/schema/routes.schema.json without its conversion (tests/generator/language.test.ts)
  if (!(kind in bodies)) throw new Error(`action kind \`${kind}\` has no conversion in generator/page-ir.ts`);
  return defined({
    kind,
    ...rest,
    ...(isObject(confirm) ? { confirm: confirm.text, confirmTitle: confirm.title } : { confirm }),
    ...bodies[kind],
    when: whenIr(when),
    gate: gateIr(gate, context.loginFirst),
    done: isObject(done) ? { label: String(done.label), when: conditionIr(done.when) } : undefined,
  } as Action);
}
const actionsIr = (nodes: unknown, context: IrContext) =>
  nodes === undefined ? undefined : arr(nodes).map((node) => actionIr(node, context));

const openIr = (node: unknown, loginFirst: string): OpenLink[] | undefined =>
  node === undefined
    ? undefined
    : [node].flat().map((link) => {
        const { when, gate, ...rest } = obj(link);
        return defined({
          ...(rest as Omit<OpenLink, 'when' | 'gate'>),
          when: whenIr(when),
          gate: gateIr(gate, loginFirst),
        });
      });

function listViewIr(view: Obj, context: IrContext): ListView {
  const { labels } = context;
  return defined({
    ...(view as ListView),
    item: isObject(view.item)
      ? defined({
          ...view.item,
          image: optionalFieldIr(view.item.image, labels),
          title: fieldIr(view.item.title, labels),
          badges: fieldsIr(view.item.badges, labels),
          lines: fieldsIr(view.item.lines, labels),
          aside: optionalFieldIr(view.item.aside, labels),
        })
      : undefined,
    card: Array.isArray(view.card)
      ? view.card.map((choice) => {
          const { card, when } = obj(choice);
          return defined({ card: String(card), when: whenIr(when) });
        })
      : (view.card as ListView['card']),
    open: openIr(view.open, context.loginFirst),
    groupBy: optionalFieldIr(view.groupBy, labels),
    actions: actionsIr(view.actions, context),
  });
}

function filterIr(node: unknown, prefix: string): Filter {
  const filter = obj(node);
  if (isObject(filter.dateRange)) {
    const { dateRange, ...rest } = filter;
    const [from, to] = [String(dateRange.from), String(dateRange.to)];
    return { kind: 'dateRange', ...rest, from, to, query: `${prefix}${from}` };
  }
  const kind = (['tabs', 'select', 'search'] as const).find((name) => typeof filter[name] === 'string')!;
  const { tabs: _t, select: _s, search: _q, from, ...rest } = filter;
  const param = String(filter[kind]);
  return defined({
    kind,
    param,
    query: `${prefix}${param}`,
    ...rest,
    from: isObject(from) ? { params: {}, ...from } : undefined,
  } as Filter);
}

/** The route query keys a block's lists keep their state in (pages, tabs, filters), for the route's query list. */
export function blockQueryKeys(block: Block): string[] {
  return [...(typeof block.anchor === 'string' ? [ANCHOR_QUERY] : []), ...stateKeys(block)];
}

/** The route query parameter that names the block a page scrolls to (`anchor`). */
export const ANCHOR_QUERY = 'section';

function stateKeys(block: Block): string[] {
  if (block.kind === 'list') {
    const prefix = block.queryPrefix;
    const filters = (block.filters ?? []).flatMap((filter) =>
      filter.kind === 'dateRange' ? [filter.query, `${prefix}${filter.to}`] : [filter.query],
    );
    // a chosen row's values are list state too (the keys `select` sets)
    return [
      ...(block.pageSize ? [`${prefix}page`] : []),
      ...(block.tabs ? [`${prefix}tab`] : []),
      ...filters,
      ...Object.keys(block.select ?? {}),
    ];
  }
  if (block.kind === 'tabs') return [block.query, ...block.items.flatMap((tab) => tab.blocks.flatMap(blockQueryKeys))];
  if (block.kind === 'record') return (block.blocks ?? []).flatMap(blockQueryKeys);
  return [];
}

/** A block's YAML, whose `params` may be left out (none). */
type WithoutParams<T extends { params: Params }> = Omit<T, 'kind' | 'params'> & { params?: Params };

export function blockIr(node: unknown, context: IrContext): Block {
  const { labels } = context;
  const block = obj(node);
  const kind = BLOCK_KINDS.find((name) => name in block) as Block['kind'];
  const title = typeof block.title === 'string' ? block.title : undefined;
  const common = defined({
    when: whenIr(block.when),
    heading: title,
    // a heading with {fields} (评论 {contentCount}) is cut into parts like a field template
    headingTemplate: title?.includes('{') ? templateParts(title, labels) : undefined,
    more: block.more as BlockBase['more'],
    anchor: block.anchor as string | undefined,
  });
  const value = block[kind];
  const blocksIr = (nodes: unknown) => arr(nodes).map((b) => blockIr(b, context));
  switch (kind) {
    case 'list': {
      const list = obj(value);
      const prefix = typeof list.queryPrefix === 'string' ? list.queryPrefix : '';
      return defined({
        kind,
        ...common,
        // the list's own keys (pageSize, columns, …) pass on with its view's
        ...(listViewIr(list, context) as Omit<ListBlock, 'kind'>),
        params: obj(list.params) as Params,
        queryPrefix: prefix,
        tabs:
          list.tabs === undefined
            ? undefined
            : arr(list.tabs).map((tab) => ({ ...listViewIr(obj(tab), context), label: String(obj(tab).label) })),
        filters: list.filters === undefined ? undefined : arr(list.filters).map((filter) => filterIr(filter, prefix)),
        position: isObject(list.position)
          ? defined({ ...(list.position as NonNullable<ListBlock['position']>), when: whenIr(list.position.when) })
          : undefined,
      });
    }
    case 'record': {
      const record = obj(value);
      return defined({
        kind,
        ...common,
        ...(record as Omit<RecordBlock, 'kind'>),
        params: obj(record.params) as Params,
        title: optionalFieldIr(record.title, labels),
        image: optionalFieldIr(record.image, labels),
        meta: fieldsIr(record.meta, labels),
        badges: fieldsIr(record.badges, labels),
        sections: fieldsIr(record.sections, labels),
        actions: actionsIr(record.actions, context),
        blocks: record.blocks === undefined ? undefined : blocksIr(record.blocks),
      });
    }
    case 'carousel': {
      const carousel = obj(value);
      return defined({
        kind,
        ...common,
        ...(carousel as Omit<CarouselBlock, 'kind'>),
        params: obj(carousel.params) as Params,
        interval: isObject(carousel.interval)
          ? (callIr(carousel.interval) as CarouselBlock['interval'])
          : Number(carousel.interval),
        open: actionsIr(carousel.open, context),
      });
    }
    case 'comments': {
      const comments = obj(value);
      const { when: deleteWhen, ...deleteRest } = obj(comments.delete);
      return defined({
        kind,
        ...common,
        ...(comments as Omit<CommentsBlock, 'kind'>),
        list: callIr(comments.list),
        submit: comments.submit === undefined ? undefined : callIr(comments.submit),
        reply: comments.reply === undefined ? undefined : callIr(comments.reply),
        like: isObject(comments.like) ? { on: callIr(comments.like.on), off: callIr(comments.like.off) } : undefined,
        delete: isObject(comments.delete)
          ? defined({ ...callIr(deleteRest), confirm: String(deleteRest.confirm), when: whenIr(deleteWhen) })
          : undefined,
        disabled: whenIr(comments.disabled),
        texts: {
          ...COMMENT_TEXTS,
          loginFirst: context.loginFirst,
          ...(obj(comments.texts) as Partial<CommentsBlock['texts']> &
            Pick<CommentsBlock['texts'], 'replies' | 'collapse'>),
        },
      });
    }
    case 'html':
      return { kind, ...common, params: {}, ...(obj(value) as WithoutParams<HtmlBlock>) };
    case 'stats':
      return { kind, ...common, params: {}, ...(obj(value) as WithoutParams<StatsBlock>) };
    case 'charts':
      return { kind, ...common, params: {}, ...(obj(value) as WithoutParams<ChartsBlock>) };
    case 'text':
      return { kind, ...common, text: String(value) };
    case 'links':
      return { kind, ...common, links: arr(value).map((link) => tileIr(link as Tile, context)) };
    case 'buttons':
      return { kind, ...common, actions: arr(value).map((action) => actionIr(action, context)) };
    case 'tabs': {
      const tabs = obj(value);
      return {
        kind,
        ...common,
        query: typeof tabs.query === 'string' ? tabs.query : 'tab',
        items: arr(tabs.items).map((tab) => {
          const { when, blocks, ...rest } = obj(tab);
          return defined({
            ...(rest as { label: string; value?: Scalar }),
            when: whenIr(when),
            blocks: blocksIr(blocks),
          });
        }),
      };
    }
    case 'form':
      return { kind, ...common, form: String(value) };
    case 'screen':
      return { kind, ...common, screen: String(value) };
    case 'share':
      return { kind, ...common, labels: arr(value).map(String) };
    default:
      // a kind of spec/schema/routes.schema.json without its conversion (tests/generator/language.test.ts)
      throw new Error(`block kind \`${String(kind)}\` has no conversion in generator/page-ir.ts`);
  }
}

export function pageIr(node: unknown, context: IrContext): Page {
  const page = obj(node);
  return defined({
    kind: 'page',
    main: arr(page.main).map((block) => blockIr(block, context)),
    side: page.side === undefined ? undefined : arr(page.side).map((block) => blockIr(block, context)),
    sideAt: page.sideAt === 'left' ? 'left' : 'right',
    hideTitle: page.hideTitle === true || undefined,
    phone: isObject(page.phone)
      ? { entries: page.phone.entries === 'creatorMenu' ? 'creatorMenu' : 'userMenu' }
      : undefined,
  });
}

/** spec/display.yaml: each format tagged with its kind; label values as { text, tone }. */
export function displayIr(node: unknown): {
  formats: Record<string, Obj>;
  labels: Record<string, Record<string, Obj>>;
} {
  const display = obj(node);
  const formats = Object.fromEntries(
    Object.entries(obj(display.formats)).map(([name, format]) => {
      const [kind, settings] = Object.entries(obj(format))[0] ?? ['date', ''];
      return [name, kind === 'date' ? { kind, pattern: settings } : { kind, ...obj(settings) }];
    }),
  );
  const labels = Object.fromEntries(
    Object.entries(obj(display.labels)).map(([name, map]) => [
      name,
      Object.fromEntries(
        Object.entries(obj(map)).map(([value, label]) => [value, isObject(label) ? label : { text: label }]),
      ),
    ]),
  );
  return { formats, labels };
}

/** Every block of a page, inner ones (a record's, a tab's) included. */
export function allBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) => [
    block,
    ...(block.kind === 'record' ? allBlocks(block.blocks ?? []) : []),
    ...(block.kind === 'tabs' ? allBlocks(block.items.flatMap((tab) => tab.blocks)) : []),
  ]);
}
