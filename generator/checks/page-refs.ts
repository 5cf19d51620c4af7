// The names a page reads inside a scope: `record.<path>` (the enclosing record block's record),
// `row.<path>` (the list row, comment or carousel item at hand), `session.<key>`, `query.<p>`, and bare
// field names (the row at hand, else the record). Each must exist: in the answer's schema, in the
// session, in the route's query. Fields with an enum are also checked against the label maps that
// name them and the values conditions compare them with.
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import type { Obj } from '../data.js';
import { DISPLAY_FILE } from '../load.js';
import { templateParts } from '../page-ir.js';
import { REF, ROW_POSITION, SESSION_FIELDS } from '../spec-schemas.js';
import { enumValues, lookupField } from '../response-fields.js';
import { deref } from '../openapi-model.js';
import type { Fields } from '../response-fields.js';
import { diagnostic, excerpt, position } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import { undeclaredQuery } from './calls.js';

export interface RefContext {
  file: SourceFile;
  doc: unknown;
  route: { name: string; declared: string[] };
  formats: string[];
  /** each format's kind (date, ago, calendar, mask, money, number), for the field types it can show */
  formatKinds: Record<string, string>;
  labels: Record<string, string[]>;
  /** each label map's texts by code, to recognise a label written where its code belongs */
  labelTexts: Record<string, Record<string, string>>;
  diagnostics: Diagnostic[];
}

/** What names resolve to where a node stands: absent means there is none here (a ref to it is an error). */
export interface Scope {
  record?: Fields;
  row?: Fields;
}

const MEANING = {
  row: 'row.<field> is the list row, comment or carousel item at hand',
  record: 'record.<field> is read inside a record block (its sections, actions and blocks)',
};

/** What a ref may read where it stands. */
function readable(scope: Scope): string {
  const sources = [scope.record && 'record.<field>', scope.row && 'row.<field>', 'session.<key>'].filter(Boolean);
  return `${sources.join(', ')} or query.<p>`;
}

/** A `'record.x'` / `'row.x'` / `'session.x'` / `'query.x'` value, or a bare field path when `bare` is set; other text is a fixed value. */
export function checkName(
  context: RefContext,
  scope: Scope,
  name: unknown,
  at: Path,
  options: { bare?: boolean; onKey?: boolean } = {},
): unknown {
  if (typeof name !== 'string') return undefined;
  const { file, diagnostics } = context;
  const onKey = { key: options.onKey ?? false };
  if (!REF.test(name))
    return options.bare ? checkPath(context, scope.row ?? scope.record, name, at, onKey.key, name) : undefined;
  const dot = name.indexOf('.');
  const source = name.slice(0, dot);
  const path = name.slice(dot + 1);
  if (source === 'session') {
    if (!(SESSION_FIELDS as readonly string[]).includes(path)) {
      diagnostics.push(
        diagnostic(
          file,
          at,
          `unknown session value \`${name}\``,
          didYouMean(
            name,
            SESSION_FIELDS.map((key) => `session.${key}`),
          ) ?? `the session has ${SESSION_FIELDS.join(', ')}`,
          onKey,
        ),
      );
    }
    return undefined;
  }
  if (source === 'query') {
    if (!context.route.declared.includes(path))
      diagnostics.push(undeclaredQuery(file, at, context.route.name, context.route.declared, path, onKey.key));
    return undefined;
  }
  const fields = source === 'row' ? scope.row : scope.record;
  if (!fields) {
    diagnostics.push(
      diagnostic(
        file,
        at,
        `\`${name}\` is read outside ${source === 'row' ? 'a row' : 'a record'}`,
        `${MEANING[source as 'row' | 'record']}; here read ${readable(scope)}`,
        onKey,
      ),
    );
    return undefined;
  }
  if (source === 'row' && path === ROW_POSITION) return { type: 'integer', minimum: 0 };
  return checkPath(context, fields, path, at, onKey.key, name);
}

/** A field path in `fields`; the field's schema when found (undefined when it cannot be known). */
function checkPath(
  context: RefContext,
  fields: Fields | undefined,
  path: string,
  at: Path,
  onKey: boolean,
  shown: string,
): unknown {
  if (!fields) {
    const hint =
      'a bare field name reads the row at hand or the enclosing record; here read session.<key> or query.<p>';
    context.diagnostics.push(
      diagnostic(context.file, at, `field \`${shown}\` is read outside a record or row`, hint, { key: onKey }),
    );
    return undefined;
  }
  if (fields.schema === undefined) return undefined;
  const found = lookupField(context.doc, fields.schema, path);
  if (found.found) return found.schema;
  const prefix = found.at ? `${found.at}.` : '';
  const owner = found.at ? `\`${found.at}\`` : 'it';
  const hint =
    didYouMean(found.missing, found.known)?.replace(/`(.*)`/, `\`${prefix}$1\``) ??
    (found.known.length ? `${owner} has ${found.known.join(', ')}` : `${owner} has no fields`);
  context.diagnostics.push(
    diagnostic(context.file, at, `field \`${prefix}${found.missing}\` is not in ${fields.what}`, hint, { key: onKey }),
  );
  return undefined;
}

/** Input values: fixed, or refs. `query.<p>` in a call's params is left to checkCall, which reports it once. */
export function checkParams(context: RefContext, scope: Scope, params: unknown, at: Path, skipQuery = false): void {
  if (!isObject(params)) return;
  for (const [key, value] of Object.entries(params)) {
    if (skipQuery && typeof value === 'string' && value.startsWith('query.')) continue;
    checkName(context, scope, value, [...at, key]);
  }
}

/** A shown value: a field name, or { field | template, labels, when }. */
export function checkShown(context: RefContext, scope: Scope, node: unknown, at: Path): void {
  if (typeof node === 'string') return void checkName(context, scope, node, at, { bare: true });
  if (!isObject(node)) return;
  const schema = checkName(context, scope, node.field, [...at, 'field'], { bare: true });
  if (typeof node.labels === 'string')
    checkCoverage(context, node.labels, schema, String(node.field), [...at, 'labels']);
  if (typeof node.format === 'string')
    checkFormatType(context, node.format, schema, String(node.field), [...at, 'format']);
  if (typeof node.template === 'string') checkTemplate(context, scope, node.template, [...at, 'template']);
  if (node.when !== undefined) checkCondition(context, scope, node.when, [...at, 'when']);
}

/** '{a|fmt} 至 {b|labelMap}': each field in the scope, each modifier a format or a label map; diagnostics point at the placeholder. */
export function checkTemplate(context: RefContext, scope: Scope, template: string, at: Path): void {
  const labelNames = Object.keys(context.labels);
  let cursor = 0;
  for (const part of templateParts(template, labelNames)) {
    if (!('field' in part)) continue;
    cursor = Math.max(template.indexOf(`{${part.field}`, cursor), 0);
    const local: RefContext = { ...context, diagnostics: [] };
    const schema = checkName(local, scope, part.field, at, { bare: true });
    if (typeof part.labels === 'string') checkCoverage(local, part.labels, schema, part.field, at);
    if (typeof part.format === 'string' && !context.formats.includes(part.format)) {
      const hint =
        didYouMean(part.format, [...context.formats, ...labelNames]) ??
        `define it under formats: or labels: in ${DISPLAY_FILE}`;
      local.diagnostics.push(
        diagnostic(
          context.file,
          at,
          `unknown format or label map \`${part.format}\` in \`{${part.field}|${part.format}}\``,
          hint,
        ),
      );
    } else if (typeof part.format === 'string') checkFormatType(local, part.format, schema, part.field, at);
    // found at the template's start, moved onto the placeholder (positions are looked up only when needed)
    if (local.diagnostics.length) {
      const { line, col } = position(context.file, at, false, cursor);
      context.diagnostics.push(
        ...local.diagnostics.map((found) => ({ ...found, line, col, excerpt: excerpt(context.file.text, line, col) })),
      );
    }
    cursor += 1;
  }
}

// What each kind of format can show: a date pattern or a relative time reads a date text (the API's
// times are 'YYYY-MM-DD HH:mm:ss' strings), a mask keeps and hides characters of a text, money and
// number formats read a number (or its text).
export const FORMAT_TYPES: Record<string, string[]> = {
  date: ['string'],
  ago: ['string'],
  calendar: ['string'],
  mask: ['string'],
  money: ['number', 'integer', 'string'],
  number: ['number', 'integer', 'string'],
};
const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
};

/** A format shows the field's type: `format: date` on a whole number would show 1970-01-01. */
function checkFormatType(context: RefContext, format: string, schema: unknown, field: string, at: Path): void {
  const kind = context.formatKinds[format];
  const resolved = deref(context.doc, schema);
  const type = isObject(resolved) ? resolved.type : undefined;
  const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string' && t !== 'null');
  const accepted = kind ? FORMAT_TYPES[kind] : undefined;
  if (!accepted || !types.length || types.some((t) => accepted.includes(t))) return;
  const shown = types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
  const fits = Object.entries(context.formatKinds)
    .filter(([, k]) => types.some((t) => FORMAT_TYPES[k]?.includes(t)))
    .map(([name]) => name);
  const hint = `a ${kind} format shows ${accepted.map((t) => TYPE_WORDS[t]).join(' or ')}${fits.length ? `; for ${shown} use ${fits.join(', ')}` : ''}`;
  context.diagnostics.push(
    diagnostic(context.file, at, `format \`${format}\` cannot show \`${field}\`, which is ${shown}`, hint),
  );
}

/** A label map names every value a field with an enum may take. */
function checkCoverage(context: RefContext, map: string, schema: unknown, field: string, at: Path): void {
  const values = enumValues(context.doc, schema);
  const labelled = context.labels[map];
  if (!values || !labelled) return;
  for (const value of values.filter((v) => !labelled.includes(v))) {
    context.diagnostics.push(
      diagnostic(
        context.file,
        at,
        `label map \`${map}\` has no label for ${value}, which \`${field}\` may be`,
        `add ${value}: <text> under labels.${map} in ${DISPLAY_FILE}`,
      ),
    );
  }
}

/** The code among `allowed` that a label map of spec/display.yaml names `text` (进行中 → 2), if one does. */
function codeOfLabel(context: RefContext, text: string, allowed: readonly string[]): string | undefined {
  for (const texts of Object.values(context.labelTexts)) {
    const code = allowed.find((value) => texts[value] === text);
    if (code !== undefined) return code;
  }
  return undefined;
}

/** `when:` — each key a ref or a field of the scope, each value fixed or a ref; a field with an enum is compared with its values only. */
export function checkCondition(context: RefContext, scope: Scope, node: unknown, at: Path): void {
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const where = [...at, key];
    if (key === 'and' || key === 'or') {
      if (Array.isArray(value)) value.forEach((inner, i) => checkCondition(context, scope, inner, [...where, i]));
      continue;
    }
    if (key === 'not') {
      checkCondition(context, scope, value, where);
      continue;
    }
    const schema = checkName(context, scope, key, where, { bare: true, onKey: true });
    const allowed = enumValues(context.doc, schema);
    const compared = (candidate: unknown, candidateAt: Path, ref: boolean) => {
      if (ref && typeof candidate === 'string' && REF.test(candidate))
        return void checkName(context, scope, candidate, candidateAt);
      if (allowed && !allowed.includes(String(candidate))) {
        const code = codeOfLabel(context, String(candidate), allowed);
        context.diagnostics.push(
          code === undefined
            ? diagnostic(
                context.file,
                candidateAt,
                `\`${key}\` is never ${String(candidate)}`,
                `it is one of ${allowed.join(', ')}`,
              )
            : diagnostic(
                context.file,
                candidateAt,
                `'${String(candidate)}' is the label of ${key} ${code} — write ${code}`,
                `a condition compares the code the API answers; the label is what the page shows`,
              ),
        );
      }
    };
    if (!isObject(value)) compared(value, where, true);
    else {
      for (const op of ['eq', 'ne'] as const) if (op in value) compared(value[op], [...where, op], true);
      for (const op of ['gt', 'gte', 'lt', 'lte'] as const)
        if (op in value) checkName(context, scope, value[op], [...where, op]);
      for (const op of ['in', 'notIn'] as const)
        if (Array.isArray(value[op])) (value[op] as unknown[]).forEach((v, i) => compared(v, [...where, op, i], false));
    }
  }
}

/** The label maps of spec/display.yaml by name, with the values each labels. */
/** Each label map's texts by code (a label is a text or { text, tone }). */
export function labelTextMaps(display: unknown): Record<string, Record<string, string>> {
  const labels = isObject(display) && isObject(display.labels) ? display.labels : {};
  const text = (label: unknown) => (isObject(label) ? String(label.text) : String(label));
  return Object.fromEntries(
    Object.entries(labels).map(([name, map]) => [
      name,
      Object.fromEntries(Object.entries(isObject(map) ? map : {}).map(([code, label]) => [code, text(label)])),
    ]),
  );
}

export function labelMaps(display: unknown): Record<string, string[]> {
  const labels = isObject(display) && isObject(display.labels) ? display.labels : {};
  return Object.fromEntries(
    Object.entries(labels).map(([name, map]) => [name, Object.keys(isObject(map) ? (map as Obj) : {})]),
  );
}
