// The scopes of a list block (its rows, per tab) and of a comment thread (its comments): what their
// row templates, links, actions and comment fields read, and the inputs their filters set.
import { didYouMean } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { deref } from '../openapi-model.js';
import { enumValues, inputSchema, listFieldItems, recordFields, rowFields } from '../response-fields.js';
import type { Fields } from '../response-fields.js';
import { diagnostic } from '../yaml-source.js';
import type { Path } from '../yaml-source.js';
import { checkActionFields } from './page-fields.js';
import type { FieldContext } from './page-fields.js';
import { checkCondition, checkName, checkParams, checkShown } from './page-refs.js';
import type { Scope } from './page-refs.js';
import { acceptedFields } from './forms.js';

const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function rows(context: FieldContext, operation: unknown, what: string): Fields {
  return typeof operation === 'string' && context.operations.has(operation)
    ? rowFields(context.doc, operation, what)
    : { what: `the ${what}` };
}

/** What a list shows, per tab: a tab sets its own operation, item and links or inherits the list's. */
function views(list: Obj, at: Path): { view: Obj; own: Obj; where: Path }[] {
  const tabs = arr(list.tabs);
  if (!tabs.length) return [{ view: list, own: list, where: at }];
  return tabs.flatMap((tab, i) =>
    isObject(tab) ? [{ view: { ...list, ...tab }, own: tab, where: [...at, 'tabs', i] }] : [],
  );
}

export function checkListFields(context: FieldContext, outer: Scope, list: Obj, at: Path): void {
  checkParams(context, outer, list.params, [...at, 'params'], true);
  checkParams(context, outer, list.except, [...at, 'except'], true);
  const operations: string[] = [];
  for (const { view, own, where } of views(list, at)) {
    if (own !== list) checkParams(context, outer, own.params, [...where, 'params'], true);
    if (typeof view.operation === 'string' && context.operations.has(view.operation)) operations.push(view.operation);
    const scope: Scope = { ...outer, row: rows(context, view.operation, 'rows') };
    // the list's own item, links and row actions are checked against every tab's rows that inherits them
    const from = (key: string): Path => (key in own ? [...where, key] : [...at, key]);
    if (isObject(view.item)) checkItem(context, scope, view.item, from('item'));
    if (Array.isArray(view.card))
      view.card.forEach(
        (choice, i) =>
          isObject(choice) &&
          choice.when !== undefined &&
          checkCondition(context, scope, choice.when, [...from('card'), i, 'when']),
      );
    if (view.groupBy !== undefined) checkShown(context, scope, view.groupBy, from('groupBy'));
    const open = view.open;
    const links = Array.isArray(open)
      ? open.map((link, i) => ({ link, at: [...from('open'), i] }))
      : [{ link: open, at: from('open') }];
    for (const { link, at: linkAt } of links) {
      if (!isObject(link)) continue;
      if (link.when !== undefined) checkCondition(context, scope, link.when, [...linkAt, 'when']);
      checkParams(context, scope, link.query, [...linkAt, 'query']);
    }
    checkActionFields(context, scope, view.actions, from('actions'));
    checkParams(context, scope, list.select, [...at, 'select']);
    // except: its keys are fields of the rows (its values, inputs of the page, are checked below)
    if (isObject(list.except))
      for (const key of Object.keys(list.except))
        checkName(context, scope, key, [...at, 'except', key], { bare: true });
    if (isObject(list.recordTabs)) {
      checkName(context, scope, list.recordTabs.label, [...at, 'recordTabs', 'label'], { bare: true });
      if (isObject(list.recordTabs.select)) {
        checkName(context, scope, list.recordTabs.select.field, [...at, 'recordTabs', 'select', 'field'], {
          bare: true,
        });
        checkName(context, scope, `query.${String(list.recordTabs.select.query)}`, [
          ...at,
          'recordTabs',
          'select',
          'query',
        ]);
      }
    }
  }
  arr(list.filters).forEach(
    (filter, i) =>
      isObject(filter) && checkFilter(context, outer, filter, [...at, 'filters', i], [...new Set(operations)]),
  );
  if (isObject(list.position) && list.position.when !== undefined)
    checkCondition(context, outer, list.position.when, [...at, 'position', 'when']);
}

function checkItem(context: FieldContext, scope: Scope, item: Obj, at: Path): void {
  for (const key of ['image', 'title', 'aside'] as const)
    if (item[key] !== undefined) checkShown(context, scope, item[key], [...at, key]);
  for (const key of ['badges', 'lines'] as const)
    arr(item[key]).forEach((field, i) => checkShown(context, scope, field, [...at, key, i]));
}

/** A filter sets an input every operation of the list accepts; a select's options come from fields of another call's rows. */
function checkFilter(context: FieldContext, outer: Scope, filter: Obj, at: Path, operations: string[]): void {
  const range = isObject(filter.dateRange) ? filter.dateRange : undefined;
  const params = range
    ? (['from', 'to'] as const).map((end) => ({ name: range[end], where: [...at, 'dateRange', end] }))
    : (['tabs', 'select', 'search'] as const)
        .filter((kind) => kind in filter)
        .map((kind) => ({ name: filter[kind], where: [...at, kind] }));
  for (const { name, where } of params) {
    if (typeof name !== 'string') continue;
    for (const id of operations) {
      const accepted = acceptedFields(context.operations.get(id)!);
      if (accepted.includes(name)) {
        checkOptions(context, filter, name, id, at);
        continue;
      }
      const hint = didYouMean(name, accepted) ?? `it accepts ${accepted.join(', ') || 'no input'}`;
      context.diagnostics.push(
        diagnostic(context.file, where, `the filter sets \`${name}\`, which operation \`${id}\` does not accept`, hint),
      );
    }
  }
  const source = filter.from;
  if (!isObject(source)) return;
  checkParams(context, outer, source.params, [...at, 'from', 'params'], true);
  const scope: Scope = { row: rows(context, source.operation, 'rows') };
  for (const key of ['value', 'label'] as const)
    checkName(context, scope, source[key], [...at, 'from', key], { bare: true });
}

/** A tab or option of a filter offers only values its input may take. */
function checkOptions(context: FieldContext, filter: Obj, input: string, id: string, at: Path): void {
  const allowed = enumValues(context.doc, inputSchema(context.doc, id, input));
  if (!allowed) return;
  arr(filter.options).forEach((option, i) => {
    if (!isObject(option) || option.value === undefined || allowed.includes(String(option.value))) return;
    context.diagnostics.push(
      diagnostic(
        context.file,
        [...at, 'options', i, 'value'],
        `\`${input}\` of operation \`${id}\` is never ${String(option.value)}`,
        `it is one of ${allowed.join(', ')}`,
      ),
    );
  });
}

/** The comments: the rows of the list call, or (`rows:`) a list field of its answer. */
function commentRows(context: FieldContext, operation: unknown, field: unknown, at: Path): Fields {
  if (typeof field !== 'string') return rows(context, operation, 'comments');
  if (typeof operation !== 'string' || !context.operations.has(operation)) return { what: 'the comments' };
  const record = recordFields(context.doc, operation);
  checkName(context, { record }, field, at, { bare: true });
  return listFieldItems(context.doc, record, field, `the comments in \`${field}\` of \`${operation}\``);
}

/** A comment thread: `fields` name fields of its comments; a reply, like or delete reads the comment at hand as row.<field>. */
export function checkComments(context: FieldContext, outer: Scope, comments: Obj, at: Path): void {
  const list = isObject(comments.list) ? comments.list : {};
  checkParams(context, outer, list.params, [...at, 'list', 'params'], true);
  const scope: Scope = { ...outer, row: commentRows(context, list.operation, comments.rows, [...at, 'rows']) };
  for (const [key, name] of Object.entries(isObject(comments.fields) ? comments.fields : {})) {
    const schema = deref(context.doc, checkName(context, scope, name, [...at, 'fields', key], { bare: true }));
    // replies are comments of the same shape, shown under their comment
    if (key === 'replies' && isObject(schema) && schema.type !== undefined && schema.type !== 'array') {
      context.diagnostics.push(
        diagnostic(
          context.file,
          [...at, 'fields', key],
          `\`${String(name)}\` is not a list, so it cannot hold the replies`,
          "replies names the field that lists a comment's replies (children)",
        ),
      );
    }
  }
  if (isObject(comments.submit)) checkParams(context, outer, comments.submit.params, [...at, 'submit', 'params'], true);
  const calls: [Obj | undefined, Path][] = [
    [isObject(comments.reply) ? comments.reply : undefined, [...at, 'reply']],
    [isObject(comments.delete) ? comments.delete : undefined, [...at, 'delete']],
    ...(['on', 'off'] as const).map((side): [Obj | undefined, Path] => [
      isObject(comments.like) && isObject(comments.like[side]) ? comments.like[side] : undefined,
      [...at, 'like', side],
    ]),
  ];
  for (const [call, where] of calls) if (call) checkParams(context, scope, call.params, [...where, 'params'], true);
  if (isObject(comments.delete) && comments.delete.when !== undefined)
    checkCondition(context, scope, comments.delete.when, [...at, 'delete', 'when']);
  if (comments.disabled !== undefined) checkCondition(context, outer, comments.disabled, [...at, 'disabled']);
}
