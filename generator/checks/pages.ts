// A composed page (spec/routes.yaml `page:`): every block and action has exactly one kind, and every
// name it uses exists — operations and their inputs, routes and their query parameters, forms, cards,
// screens, formats and label maps. Field-level checks against response schemas are in page-fields.ts.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { CARDS_DIR, FORMS_DIR, SCREENS_DIR } from '../load.js';
import type { LoadedSpec } from '../load.js';
import type { OperationInfo } from '../openapi-model.js';
import { ACTION_KINDS, BLOCK_KINDS } from '../spec-schemas.js';
import { diagnostic } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import { checkCall, undeclaredQuery } from './calls.js';
import { acceptedFields } from './forms.js';
import { checkPageFields } from './page-fields.js';
import { checkLink } from './page-links.js';

export interface PageContext {
  file: SourceFile;
  spec: LoadedSpec;
  operations?: ReadonlyMap<string, OperationInfo>;
  route: { name: string; declared: string[] };
  diagnostics: Diagnostic[];
}

const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Checks one `page:` at `at` (a route's or a variant's). */
export function checkPage(context: PageContext, page: Obj, at: Path): void {
  for (const region of ['main', 'side'] as const)
    arr(page[region]).forEach((block, i) => isObject(block) && checkBlock(context, block, [...at, region, i]));
  if (context.operations) checkPageFields(context, page, at);
}

function exactlyOne(
  context: PageContext,
  node: Obj,
  kinds: readonly string[],
  at: Path,
  what: string,
): string | undefined {
  const present = kinds.filter((kind) => kind in node);
  if (present.length === 1) return present[0];
  const { file, diagnostics } = context;
  if (present.length > 1)
    diagnostics.push(
      diagnostic(
        file,
        [...at, present[1]],
        `${what} has both \`${present[0]}\` and \`${present[1]}\``,
        `a ${what} has exactly one of ${kinds.join(', ')}`,
        { key: true },
      ),
    );
  else diagnostics.push(diagnostic(file, at, `${what} has no kind`, `give it one of ${kinds.join(', ')}`));
  return undefined;
}

function checkBlock(context: PageContext, block: Obj, at: Path): void {
  const kind = exactlyOne(context, block, BLOCK_KINDS, at, 'block');
  if (isObject(block.more)) checkLink(context, block.more, [...at, 'more']);
  if (!kind) return;
  const value = block[kind];
  const where = [...at, kind];
  switch (kind) {
    case 'list':
      if (isObject(value)) checkList(context, value, where);
      break;
    case 'record':
      if (!isObject(value)) break;
      call(context, value, where);
      if (typeof value.pick === 'string' && !context.route.declared.includes(value.pick.slice(6))) {
        context.diagnostics.push(
          undeclaredQuery(
            context.file,
            [...where, 'pick'],
            context.route.name,
            context.route.declared,
            value.pick.slice(6),
          ),
        );
      }
      checkActions(context, value.actions, [...where, 'actions']);
      arr(value.stale).forEach((id, i) => knownOperation(context, id, [...where, 'stale', i]));
      arr(value.blocks).forEach((inner, i) => isObject(inner) && checkBlock(context, inner, [...where, 'blocks', i]));
      break;
    case 'carousel':
      if (!isObject(value)) break;
      call(context, value, where);
      if (isObject(value.interval)) call(context, value.interval, [...where, 'interval']);
      checkActions(context, value.open, [...where, 'open']);
      break;
    case 'comments':
      if (!isObject(value)) break;
      // the thread pages what it fetched itself, or with a total asks each page; a comment or reply sends
      // the typed text as `text`
      if (isObject(value.list))
        call(context, value.list, [...where, 'list'], {
          paging:
            typeof value.total === 'string' && typeof value.pageSize === 'number' ? ['pageIndex', 'pageSize'] : [],
        });
      if (isObject(value.delete)) call(context, value.delete, [...where, 'delete']);
      for (const part of ['submit', 'reply'] as const) {
        const posted = value[part];
        if (!isObject(posted)) continue;
        const input = typeof posted.text === 'string' ? posted.text : COMMENT_TEXT_INPUT;
        call(context, posted, [...where, part], { supplied: [input] });
        typedTextInput(context, posted, input, [...where, part]);
      }
      if (isObject(value.like))
        for (const side of ['on', 'off'] as const)
          if (isObject(value.like[side])) call(context, value.like[side] as Obj, [...where, 'like', side]);
      break;
    case 'html':
    case 'stats':
      if (isObject(value) && typeof value.operation === 'string') call(context, value, where);
      break;
    case 'charts':
      // the chosen 近{n}天 goes in `range`
      if (isObject(value))
        call(context, value, where, { supplied: typeof value.range === 'string' ? [value.range] : [] });
      break;
    case 'links':
      arr(value).forEach(
        (link, i) => isObject(link) && typeof link.route === 'string' && checkLink(context, link, [...where, i]),
      );
      break;
    case 'buttons':
      checkActions(context, value, where);
      break;
    case 'tabs':
      if (!isObject(value)) break;
      arr(value.items).forEach(
        (tab, i) =>
          isObject(tab) &&
          arr(tab.blocks).forEach(
            (inner, j) => isObject(inner) && checkBlock(context, inner, [...where, 'items', i, 'blocks', j]),
          ),
      );
      break;
    case 'form':
      knownForm(context, value, where);
      break;
    case 'screen':
      knownName(context, value, context.spec.screens, where, 'screen', `${SCREENS_DIR}/${String(value)}.tsx`);
      break;
  }
}

/** The inputs a list's filters set (from the route query). */
function filterInputs(list: Obj): string[] {
  return arr(list.filters).flatMap((filter) => {
    if (!isObject(filter)) return [];
    if (isObject(filter.dateRange)) return [filter.dateRange.from, filter.dateRange.to].map(String);
    return (['tabs', 'select', 'search'] as const).flatMap((kind) =>
      typeof filter[kind] === 'string' ? [filter[kind]] : [],
    );
  });
}

/** The input a comment's or reply's typed text goes in when the page names none (src/pages/blocks/comments-block.tsx). */
const COMMENT_TEXT_INPUT = 'message';

function typedTextInput(context: PageContext, posted: Obj, input: string, at: Path): void {
  const operation = typeof posted.operation === 'string' ? context.operations?.get(posted.operation) : undefined;
  if (!operation) return;
  const accepted = acceptedFields(operation);
  if (accepted.includes(input)) return;
  const hint =
    didYouMean(input, accepted) ?? `set text: to the input it goes in; it accepts ${accepted.join(', ') || 'no input'}`;
  const where = typeof posted.text === 'string' ? [...at, 'text'] : [...at, 'operation'];
  context.diagnostics.push(
    diagnostic(
      context.file,
      where,
      `operation \`${operation.id}\` does not accept \`${input}\`, the input the typed comment goes in`,
      hint,
    ),
  );
}

function checkList(context: PageContext, list: Obj, at: Path): void {
  const tabs = arr(list.tabs);
  const views = [{ view: list, where: at }, ...tabs.map((tab, i) => ({ view: tab, where: [...at, 'tabs', i] }))];
  // the list's own card or item, once (its tabs inherit it); a tab drawing none of its own needs the list's
  const drawsRows = 'card' in list || 'item' in list;
  if (drawsRows || !tabs.length) checkCard(context, list, at);
  const operations = new Set<string>();
  for (const { view, where } of views) {
    if (!isObject(view)) continue;
    // a tab inherits what it does not set from the list
    const merged: Obj = {
      ...list,
      params: { ...(isObject(list.params) ? list.params : {}), ...(isObject(view.params) ? view.params : {}) },
      ...view,
    };
    if (view === list && tabs.length && tabs.every((tab) => isObject(tab) && 'operation' in tab)) continue;
    if (typeof merged.operation !== 'string') {
      context.diagnostics.push(
        diagnostic(context.file, where, 'list has no `operation`', 'set operation on the list or on every tab'),
      );
      continue;
    }
    const paging =
      merged.paging === 'local'
        ? []
        : isObject(merged.paging)
          ? [String(merged.paging.index), String(merged.paging.size)]
          : ['pageIndex', 'pageSize'];
    operations.add(merged.operation);
    call(context, { operation: merged.operation, params: merged.params }, where, {
      supplied: filterInputs(list),
      paging: typeof list.pageSize === 'number' ? paging : [],
      filters: true,
    });
    if (view !== list && ('card' in view || 'item' in view || !drawsRows)) checkCard(context, merged, where);
    arr(view.open === undefined ? [] : [view.open].flat()).forEach(
      (link, i) =>
        isObject(link) &&
        checkLink(context, link, Array.isArray(view.open) ? [...where, 'open', i] : [...where, 'open']),
    );
    if (view !== list) checkActions(context, view.actions, [...where, 'actions']);
  }
  arr(list.filters).forEach((filter, i) => {
    if (!isObject(filter)) return;
    exactlyOne(context, filter, ['tabs', 'select', 'search', 'dateRange'], [...at, 'filters', i], 'filter');
    if (isObject(filter.from)) call(context, filter.from, [...at, 'filters', i, 'from']);
  });
  // a row is a link or a choice: a click cannot do both
  if (isObject(list.select) && views.some(({ view }) => isObject(view) && view.open !== undefined)) {
    context.diagnostics.push(
      diagnostic(
        context.file,
        [...at, 'select'],
        'a list whose rows are chosen (`select`) cannot also open them (`open`)',
        'drop open:, or put the link in a row action',
      ),
    );
  }
  if (isObject(list.add)) knownForm(context, list.add.form, [...at, 'add', 'form']);
  checkActions(context, list.actions, [...at, 'actions']);
  if (isObject(list.position)) checkPositionInputs(context, operations, list.position, [...at, 'position']);
}

/** A list's position goes in two inputs every operation of the list accepts (a typo would send it unsorted). */
function checkPositionInputs(context: PageContext, ids: Set<string>, position: Obj, at: Path): void {
  for (const id of ids) {
    const operation = context.operations?.get(id);
    if (!operation) continue;
    const accepted = acceptedFields(operation);
    for (const key of ['lng', 'lat'] as const) {
      const name = position[key];
      if (typeof name !== 'string' || accepted.includes(name)) continue;
      const hint = didYouMean(name, accepted) ?? `it accepts ${accepted.join(', ') || 'no input'}`;
      context.diagnostics.push(
        diagnostic(
          context.file,
          [...at, key],
          `operation \`${id}\` does not accept \`${name}\`, the input the ${key === 'lng' ? 'longitude' : 'latitude'} goes in`,
          hint,
        ),
      );
    }
  }
}

/** A list row is drawn by a card of src/cards or by an `item` template, one of the two. */
function checkCard(context: PageContext, view: Obj, at: Path): void {
  const { file, spec, diagnostics } = context;
  if (typeof view.card === 'string')
    knownName(context, view.card, spec.cards, [...at, 'card'], 'card', `${CARDS_DIR}/${view.card}.tsx`);
  else if (Array.isArray(view.card)) {
    view.card.forEach(
      (choice, i) =>
        isObject(choice) &&
        knownName(
          context,
          choice.card,
          spec.cards,
          [...at, 'card', i, 'card'],
          'card',
          `${CARDS_DIR}/${String(choice.card)}.tsx`,
        ),
    );
  } else if (!isObject(view.item))
    diagnostics.push(
      diagnostic(
        file,
        at,
        'list has neither `card` nor `item`',
        `name a card of ${CARDS_DIR} (${spec.cards.join(', ') || 'none yet'}) or describe the row with item: { title, … }`,
      ),
    );
}

function checkActions(context: PageContext, actions: unknown, at: Path): void {
  arr(actions).forEach((action, i) => {
    if (!isObject(action)) return;
    const where = [...at, i];
    const kind = exactlyOne(context, action, ACTION_KINDS, where, 'action');
    if (kind === 'navigate' && isObject(action.navigate)) checkLink(context, action.navigate, [...where, 'navigate']);
    // a call may take the browser's position in two inputs
    const position = isObject(action.position) ? [action.position.lng, action.position.lat].map(String) : [];
    if (kind === 'call' && isObject(action.call))
      call(context, action.call, [...where, 'call'], { supplied: position });
    if (kind === 'form') knownForm(context, action.form, [...where, 'form']);
    if (kind === 'form' && isObject(action.host)) checkHost(context, action.form, action.host, [...where, 'host']);
    if (kind === 'copy' && isObject(action.copy) && isObject(action.copy.link))
      checkLink(context, action.copy.link, [...where, 'copy', 'link']);
    if (kind === 'toggle' && isObject(action.toggle))
      for (const side of ['on', 'off'] as const)
        if (isObject(action.toggle[side])) call(context, action.toggle[side] as Obj, [...where, 'toggle', side]);
    if (isObject(action.then) && typeof action.then.go === 'string')
      checkLink(context, { route: action.then.go, query: action.then.query }, [...where, 'then', 'go'], true);
  });
}

/** A call the page makes: `supplied` are the inputs the page adds besides params (the typed comment, the position); a list adds its paging and filters. */
function call(
  context: PageContext,
  value: Obj,
  at: Path,
  inputs: { supplied?: string[]; paging?: string[]; filters?: boolean } = {},
): void {
  const { supplied = [], paging = [], filters = false } = inputs;
  context.diagnostics.push(
    ...checkCall(context.file, context.operations, value, at, {
      route: context.route,
      paging,
      supplied: [...paging, ...supplied],
      filters,
    }),
  );
}

function knownOperation(context: PageContext, id: unknown, at: Path): void {
  if (typeof id !== 'string' || !context.operations || context.operations.has(id)) return;
  const hint = didYouMean(id, context.operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
  context.diagnostics.push(diagnostic(context.file, at, `unknown operationId \`${id}\``, hint));
}

function knownForm(context: PageContext, id: unknown, at: Path): void {
  const ids = context.spec.forms.map((form) => form.id);
  knownName(context, id, ids, at, 'form', `${FORMS_DIR}/${String(id)}.yaml`);
}

/** The names a form reads as `host.<name>` in its submit.from (and its update's). */
function hostNames(form: unknown): string[] {
  const submit = isObject(form) && isObject(form.submit) ? form.submit : {};
  const update = isObject(submit.update) ? submit.update : {};
  return [submit.from, update.from]
    .flatMap((from) => (isObject(from) ? Object.values(from) : []))
    .flatMap((source) => (typeof source === 'string' && source.startsWith('host.') ? [source.slice(5)] : []));
}

/** A form action's host values: each one the form reads (a value it never reads is a typo or left over). */
function checkHost(context: PageContext, id: unknown, host: Obj, at: Path): void {
  const form = context.spec.forms.find((f) => f.id === id)?.file.value;
  if (form === undefined) return;
  const names = hostNames(form);
  for (const key of Object.keys(host)) {
    if (names.includes(key)) continue;
    const hint =
      didYouMean(key, names) ??
      (names.length ? `it reads ${names.map((n) => `host.${n}`).join(', ')}` : 'it reads no host value');
    context.diagnostics.push(
      diagnostic(context.file, [...at, key], `form \`${String(id)}\` does not read \`host.${key}\``, hint, {
        key: true,
      }),
    );
  }
}

function knownName(
  context: PageContext,
  name: unknown,
  known: readonly string[],
  at: Path,
  what: string,
  file: string,
): void {
  if (typeof name !== 'string' || known.includes(name)) return;
  const hint = [`no file ${file}`, didYouMean(name, known)].filter(Boolean).join('; ');
  context.diagnostics.push(diagnostic(context.file, at, `unknown ${what} \`${name}\``, hint));
}
