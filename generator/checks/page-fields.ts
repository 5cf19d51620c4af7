// The names a composed page shows or tests, block by block: each block that fetches opens a scope —
// a record block its record (`record.<path>`), a list its rows (`row.<path>`), a comment thread its
// comments, a carousel its items — and every field, ref, condition, template, format and label map
// read inside it must exist. Lists, filters and comments are in page-lists.ts.
import { didYouMean, formatDiagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { DISPLAY_FILE } from '../load.js';
import { listFieldItems, recordFields, rowFields } from '../response-fields.js';
import { diagnostic } from '../yaml-source.js';
import type { Path } from '../yaml-source.js';
import { checkComments, checkListFields } from './page-lists.js';
import { checkCondition, checkName, checkParams, checkShown, labelMaps, labelTextMaps } from './page-refs.js';
import type { RefContext, Scope } from './page-refs.js';
import type { PageContext } from './pages.js';

export interface FieldContext extends RefContext {
  operations: NonNullable<PageContext['operations']>;
}

const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const operationId = (node: Obj, context: FieldContext): string | undefined =>
  typeof node.operation === 'string' && context.operations.has(node.operation) ? node.operation : undefined;

/** Every format and label map named exists; every field read exists in the scope it is read in. */
export function checkPageFields(context: PageContext, page: Obj, at: Path): void {
  const display = isObject(context.spec.display?.value) ? context.spec.display.value : undefined;
  if (!display || !context.operations) return;
  checkDisplayNames(context, display, page, at);
  const fieldContext = fieldContextOf(context, context.operations, display);
  for (const region of ['main', 'side'] as const)
    arr(page[region]).forEach((block, i) => checkBlockFields(fieldContext, {}, block, [...at, region, i]));
  // a list's own item and row actions are checked once per tab: one mistake, one line
  const seen = new Set<string>();
  for (const found of fieldContext.diagnostics) {
    const key = formatDiagnostic(found);
    if (!seen.has(key)) context.diagnostics.push(found);
    seen.add(key);
  }
}

/** A route's server-HTML page (`html: { operation, title, meta, content }`) shows fields of its answer. */
export function checkHtmlPageFields(context: PageContext, html: Obj, at: Path): void {
  if (!context.operations) return;
  const fieldContext = fieldContextOf(context, context.operations, context.spec.display?.value);
  const id = operationId(html, fieldContext);
  if (!id) return;
  const scope: Scope = { record: recordFields(fieldContext.doc, id) };
  for (const key of ['title', 'meta', 'content'] as const)
    if (html[key] !== undefined) checkName(fieldContext, scope, html[key], [...at, key], { bare: true });
  context.diagnostics.push(...fieldContext.diagnostics);
}

function fieldContextOf(context: PageContext, operations: FieldContext['operations'], display: unknown): FieldContext {
  const value = isObject(display) ? display : {};
  return {
    file: context.file,
    doc: context.spec.openapi?.value,
    route: context.route,
    formats: Object.keys(isObject(value.formats) ? value.formats : {}),
    formatKinds: Object.fromEntries(
      Object.entries(isObject(value.formats) ? value.formats : {}).map(([name, format]) => [
        name,
        Object.keys(isObject(format) ? format : {})[0] ?? '',
      ]),
    ),
    labels: labelMaps(value),
    labelTexts: labelTextMaps(value),
    operations,
    diagnostics: [],
  };
}

/** `format:` and `labels:` values name entries of spec/display.yaml. */
function checkDisplayNames(context: PageContext, display: Obj, page: Obj, at: Path): void {
  const names = {
    format: Object.keys(isObject(display.formats) ? display.formats : {}),
    labels: Object.keys(isObject(display.labels) ? display.labels : {}),
  };
  const visit = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) return node.forEach((child, i) => visit(child, [...path, i]));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'format' || key === 'labels') && typeof value === 'string' && !names[key].includes(value)) {
        const what = key === 'format' ? 'format' : 'label map';
        const hint = [
          didYouMean(value, names[key]),
          `define it under ${key === 'format' ? 'formats' : 'labels'}: in ${DISPLAY_FILE}`,
        ]
          .filter(Boolean)
          .join('; ');
        context.diagnostics.push(diagnostic(context.file, [...path, key], `unknown ${what} \`${value}\``, hint));
      } else visit(value, [...path, key]);
    }
  };
  visit(page, at);
}

export function checkBlockFields(context: FieldContext, scope: Scope, node: unknown, at: Path): void {
  if (!isObject(node)) return;
  if (node.when !== undefined) checkCondition(context, scope, node.when, [...at, 'when']);
  if (isObject(node.more)) checkParams(context, scope, node.more.query, [...at, 'more', 'query']);
  if (isObject(node.list)) checkListFields(context, scope, node.list, [...at, 'list']);
  if (isObject(node.record)) checkRecord(context, scope, node.record, [...at, 'record']);
  if (isObject(node.carousel)) checkCarousel(context, scope, node.carousel, [...at, 'carousel']);
  if (isObject(node.comments)) checkComments(context, scope, node.comments, [...at, 'comments']);
  for (const kind of ['html', 'stats'] as const)
    if (isObject(node[kind])) checkFieldsBlock(context, scope, node[kind] as Obj, [...at, kind]);
  if (isObject(node.charts)) checkCharts(context, scope, node.charts, [...at, 'charts']);
  arr(node.links).forEach((link, i) => {
    if (!isObject(link)) return;
    checkParams(context, scope, link.query, [...at, 'links', i, 'query']);
    checkName(context, scope, link.href, [...at, 'links', i, 'href']);
  });
  checkActionFields(context, scope, node.buttons, [...at, 'buttons']);
  if (isObject(node.tabs)) {
    arr(node.tabs.items).forEach((tab, i) => {
      if (!isObject(tab)) return;
      if (tab.when !== undefined) checkCondition(context, scope, tab.when, [...at, 'tabs', 'items', i, 'when']);
      arr(tab.blocks).forEach((inner, j) =>
        checkBlockFields(context, scope, inner, [...at, 'tabs', 'items', i, 'blocks', j]),
      );
    });
  }
}

function checkRecord(context: FieldContext, outer: Scope, record: Obj, at: Path): void {
  checkParams(context, outer, record.params, [...at, 'params'], true);
  const id = operationId(record, context);
  // an unknown operation is reported once by checkCall; the record's fields are then not checked
  const scope: Scope = {
    record: id ? recordFields(context.doc, id, typeof record.pick === 'string') : { what: 'the record' },
  };
  for (const key of ['title', 'image'] as const)
    if (record[key] !== undefined) checkShown(context, scope, record[key], [...at, key]);
  for (const key of ['meta', 'badges', 'sections'] as const)
    arr(record[key]).forEach((field, i) => checkShown(context, scope, field, [...at, key, i]));
  checkActionFields(context, scope, record.actions, [...at, 'actions']);
  arr(record.blocks).forEach((inner, i) => checkBlockFields(context, scope, inner, [...at, 'blocks', i]));
}

function checkCarousel(context: FieldContext, outer: Scope, carousel: Obj, at: Path): void {
  checkParams(context, outer, carousel.params, [...at, 'params'], true);
  const id = operationId(carousel, context);
  const items: Scope = { ...outer, row: id ? rowFields(context.doc, id, 'items') : { what: 'the items' } };
  for (const key of ['image', 'caption'] as const)
    if (carousel[key] !== undefined) checkName(context, items, carousel[key], [...at, key], { bare: true });
  const interval = carousel.interval;
  if (isObject(interval)) {
    checkParams(context, outer, interval.params, [...at, 'interval', 'params'], true);
    const intervalId = operationId(interval, context);
    if (intervalId)
      checkName(
        context,
        { record: recordFields(context.doc, intervalId) },
        interval.field,
        [...at, 'interval', 'field'],
        { bare: true },
      );
  }
  checkActionFields(context, items, carousel.open, [...at, 'open']);
}

/** html and stats read their own call's answer, or the enclosing record's when they name no operation. */
function checkFieldsBlock(context: FieldContext, outer: Scope, block: Obj, at: Path): void {
  checkParams(context, outer, block.params, [...at, 'params'], true);
  const id = operationId(block, context);
  const scope: Scope =
    typeof block.operation === 'string'
      ? { record: id ? recordFields(context.doc, id) : { what: 'the answer' } }
      : { record: outer.record };
  if (block.field !== undefined) checkName(context, scope, block.field, [...at, 'field'], { bare: true });
  arr(block.items).forEach(
    (item, i) => isObject(item) && checkName(context, scope, item.field, [...at, 'items', i, 'field'], { bare: true }),
  );
}

/** A charts block reads its answer: the figures and pie shares from it, the trend lines from its daily rows. */
function checkCharts(context: FieldContext, outer: Scope, charts: Obj, at: Path): void {
  checkParams(context, outer, charts.params, [...at, 'params'], true);
  const id = operationId(charts, context);
  const answer: Scope = { record: id ? recordFields(context.doc, id) : { what: 'the answer' } };
  checkName(context, answer, charts.rows, [...at, 'rows'], { bare: true });
  const rows: Scope = {
    record:
      answer.record && typeof charts.rows === 'string'
        ? listFieldItems(context.doc, answer.record, charts.rows, `the rows of \`${charts.rows}\``)
        : { what: 'the rows' },
  };
  checkName(context, rows, charts.x, [...at, 'x'], { bare: true });
  arr(charts.figures).forEach(
    (figure, i) =>
      isObject(figure) && checkName(context, answer, figure.field, [...at, 'figures', i, 'field'], { bare: true }),
  );
  arr(charts.items).forEach((item, i) => {
    if (!isObject(item)) return;
    arr(item.series).forEach(
      (line, j) =>
        isObject(line) &&
        checkName(context, rows, line.field, [...at, 'items', i, 'series', j, 'field'], { bare: true }),
    );
    arr(item.shares).forEach(
      (share, j) =>
        isObject(share) &&
        checkName(context, answer, share.field, [...at, 'items', i, 'shares', j, 'field'], { bare: true }),
    );
  });
}

/** Actions read the scope they stand in: their condition, params, query values and fields. */
export function checkActionFields(context: FieldContext, scope: Scope, actions: unknown, at: Path): void {
  arr(actions).forEach((node, i) => {
    if (!isObject(node)) return;
    const where = [...at, i];
    if (node.when !== undefined) checkCondition(context, scope, node.when, [...where, 'when']);
    if (isObject(node.navigate)) checkParams(context, scope, node.navigate.query, [...where, 'navigate', 'query']);
    if (typeof node.href === 'string') checkName(context, scope, node.href, [...where, 'href']);
    if (isObject(node.call)) checkParams(context, scope, node.call.params, [...where, 'call', 'params'], true);
    if (isObject(node.toggle)) {
      const toggle = node.toggle;
      for (const key of ['field', 'count'] as const)
        if (toggle[key] !== undefined)
          checkName(context, scope, toggle[key], [...where, 'toggle', key], { bare: true });
      for (const side of ['on', 'off'] as const)
        if (isObject(toggle[side]))
          checkParams(context, scope, toggle[side].params, [...where, 'toggle', side, 'params'], true);
    }
    if (isObject(node.reveal))
      for (const key of ['field', 'masked'] as const)
        if (node.reveal[key] !== undefined)
          checkName(context, scope, node.reveal[key], [...where, 'reveal', key], { bare: true });
    if (isObject(node.copy)) {
      checkName(context, scope, node.copy.value, [...where, 'copy', 'value']);
      if (isObject(node.copy.link))
        checkParams(context, scope, node.copy.link.query, [...where, 'copy', 'link', 'query']);
    }
    if (typeof node.path === 'string') checkName(context, scope, node.path, [...where, 'path']);
    if (isObject(node.host)) checkParams(context, scope, node.host, [...where, 'host']);
    if (isObject(node.map))
      for (const key of ['lng', 'lat', 'address'] as const)
        if (node.map[key] !== undefined)
          checkName(context, scope, node.map[key], [...where, 'map', key], { bare: true });
    if (isObject(node.then)) checkParams(context, scope, node.then.query, [...where, 'then', 'query']);
    arr(node.popover).forEach(
      (item, j) =>
        isObject(item) && checkName(context, scope, item.field, [...where, 'popover', j, 'field'], { bare: true }),
    );
    arr(node.details).forEach((field, j) => checkShown(context, scope, field, [...where, 'details', j]));
    if (isObject(node.chat))
      for (const key of ['to', 'name'] as const)
        checkName(context, scope, node.chat[key], [...where, 'chat', key], { bare: true });
    if (isObject(node.done) && node.done.when !== undefined)
      checkCondition(context, scope, node.done.when, [...where, 'done', 'when']);
    if (isObject(node.position) && node.position.fallback !== undefined)
      checkName(context, scope, node.position.fallback, [...where, 'position', 'fallback'], { bare: true });
  });
}
