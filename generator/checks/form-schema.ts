// The inside of a form: its JSON Schema, its ui (rjsf uiSchema) and its messages must agree with each
// other. A typo here would otherwise fail silently in the browser (a rule that never fires, a message
// that is never shown, a widget rjsf cannot find).
import { CHECK_DIGIT } from '../emit/form-keywords.js';
import { ruleSites } from '../schema-branches.js';
import { Ajv } from 'ajv';
import { didYouMean } from '../diagnostics.js';
import type { Diagnostic } from '../diagnostics.js';
import { isObject } from '../data.js';
import { diagnostic, pointerPath, position } from '../yaml-source.js';
import type { Path, SourceFile } from '../yaml-source.js';
import type { FormContext } from './forms.js';

/** rjsf's built-in widget names by field type (@rjsf/utils getWidget) plus this portal's own widgets. */
// The runtime's own widgets (src/pages/widgets) and the value types each can hold.
const CUSTOM_WIDGETS: Record<string, string[]> = {
  'sms-code': ['string'],
  'password-strength': ['string'],
  agreement: ['boolean'],
  /** HTML from the rich-text editor (react-draft-wysiwyg) */
  'rich-text': ['string'],
  /** uploaded image paths: one (string, comma-joined when ui:options.max > 1) or a list; ui:options.wrongType words a refused file type */
  'image-upload': ['string', 'array'],
  /** one of the images another field holds (ui:options.from), chosen as the cover */
  'cover-picker': ['string'],
  /** an uploaded video path */
  'video-upload': ['string', 'array'],
  /** images and videos as a list of { path, type: 1 image | 2 video }, at most maxItems (a contest entry) */
  'media-upload': ['array'],
  /** an address picked on the map; ui:options.lngField / latField name the coordinate fields it fills */
  'map-point': ['string'],
  /** province, city, district as one comma-joined text */
  region: ['string'],
  /** comma-joined label ids from getMemberLabels; ui:options.namesField gets the names */
  'label-picker': ['string'],
  /** an ID card's portrait side: an image upload that has name and number recognised (ui:options back, name, number) */
  'id-card': ['string'],
  /** a 0 / 1 flag as an on / off switch */
  switch: ['integer'],
  /** the values ticked among the rows of ui:options.from { operation, params, value, label }: comma-joined
   *  (report reasons) or a list (an expert review's tags) */
  checks: ['string', 'array'],
  /** a whole number as 1 to `maximum` (default 5) stars (an expert review) */
  rating: ['integer'],
  /** comma-joined names chosen among the rows of ui:options.from, or added in its 添加标签 dialog (works' tags) */
  'tag-select': ['string'],
};

const WIDGETS: Record<string, readonly string[]> = {
  checkbox: ['boolean'],
  radio: ['boolean', 'string', 'number', 'integer'],
  select: ['boolean', 'string', 'number', 'integer', 'array'],
  hidden: ['boolean', 'string', 'number', 'integer', 'array'],
  text: ['string', 'number', 'integer'],
  updown: ['number', 'integer'],
  range: ['number', 'integer'],
  checkboxes: ['array'],
  files: ['array'],
  ...Object.fromEntries(
    [
      'password',
      'email',
      'hostname',
      'ipv4',
      'ipv6',
      'uri',
      'data-url',
      'textarea',
      'date',
      'datetime',
      'date-time',
      'alt-date',
      'alt-datetime',
      'time',
      'color',
      'file',
    ].map((name) => [name, ['string']]),
  ),
  ...CUSTOM_WIDGETS,
};

export const NOT_BEFORE = 'x-notBefore';

const KEYWORDS = new Set([
  ...(
    '$schema $ref $comment title description default readOnly writeOnly examples multipleOf maximum exclusiveMaximum ' +
    'minimum exclusiveMinimum maxLength minLength pattern additionalItems items maxItems minItems uniqueItems contains ' +
    'maxProperties minProperties required additionalProperties definitions properties patternProperties dependencies ' +
    'propertyNames const enum type format contentMediaType contentEncoding if then else allOf anyOf oneOf not'
  ).split(' '),
  // the runtime's own rule: a date not before `yesterday` or before another date field (src/pages/form-logic.ts)
  ...[NOT_BEFORE],
  // compiled into the validator (emit/form-keywords.ts): an ID number's check character
  ...[CHECK_DIGIT],
]);
/** Why a keyword is not taken, where it is not a typo. */
const HINTS: Record<string, string> = {
  errorMessage: 'write messages under messages:',
  // the form runtime resolves `$ref` within the one schema only (src/lib/shims/uri-resolver.ts)
  $id: 'a form is one schema: `$ref: "#/definitions/…"` needs no `$id`',
};
/** rjsf options the form runtime leaves out (src/lib/shims/markdown-text.tsx): a form's texts are plain. */
const MARKDOWN_OPTIONS = ['enableMarkdownInDescription', 'enableMarkdownInHelp'];
/** rjsf's layout fields, left out of the form runtime too (src/lib/shims/layout-field.tsx). */
const LAYOUT_FIELDS = ['LayoutGridField', 'LayoutMultiSchemaField', 'LayoutHeaderField'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', 'dependencies'];
const SUBSCHEMAS = [
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'not',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items'];

const metaAjv = new Ajv({ allErrors: true, strict: false, $data: true });

export function checkFormSchema(file: SourceFile, form: Record<string, unknown>, context: FormContext): Diagnostic[] {
  const schema = isObject(form.schema) ? form.schema : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const names = Object.keys(properties);
  const diagnostics = [...checkJsonSchema(file, schema), ...checkKeywords(file, schema, ['schema'])];
  const unknownField = (name: unknown, path: Path, what: string) => {
    if (typeof name !== 'string' || names.includes(name)) return;
    diagnostics.push(
      diagnostic(file, path, `${what} \`${name}\` is not in schema.properties`, didYouMean(name, names)),
    );
  };
  (Array.isArray(schema.required) ? schema.required : []).forEach((name, i) =>
    unknownField(name, ['schema', 'required', i], 'required field'),
  );
  (Array.isArray(form.local) ? form.local : []).forEach((name, i) => unknownField(name, ['local', i], 'local field'));
  for (const site of ruleSites(schema))
    if (site.bound !== undefined && site.bound !== 'yesterday')
      unknownField(site.bound, ['schema', ...site.at], 'x-notBefore bound (`yesterday` or a date field)');
  diagnostics.push(...checkMessages(file, form.messages, schema, unknownField));
  diagnostics.push(...checkUi(file, form.ui, properties, context, unknownField));
  return diagnostics;
}

function checkJsonSchema(file: SourceFile, schema: Record<string, unknown>): Diagnostic[] {
  if (metaAjv.validateSchema(schema)) return [];
  // one error per node: the meta-schema's anyOf branches would otherwise each report the same mistake
  const byNode = new Map<string, string>();
  for (const error of metaAjv.errors ?? [])
    if (!byNode.has(error.instancePath)) byNode.set(error.instancePath, error.message ?? 'is invalid');
  return [...byNode].map(([pointer, message]) => {
    const path = ['schema', ...pointerPath(pointer)];
    return diagnostic(file, path, `invalid JSON Schema: \`${String(path.at(-1))}\` ${message}`);
  });
}

/** Unknown keywords are legal JSON Schema and silently ignored, so `minLenght: 8` would check nothing. */
function checkKeywords(file: SourceFile, schema: unknown, path: Path): Diagnostic[] {
  if (!isObject(schema)) return [];
  const diagnostics: Diagnostic[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!KEYWORDS.has(key)) {
      const hint = HINTS[key] ?? didYouMean(key, KEYWORDS);
      diagnostics.push(diagnostic(file, [...path, key], `unknown JSON Schema keyword \`${key}\``, hint, { key: true }));
    } else if (SUBSCHEMA_MAPS.includes(key) && isObject(value)) {
      for (const [name, sub] of Object.entries(value))
        diagnostics.push(...checkKeywords(file, sub, [...path, key, name]));
    } else if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      value.forEach((sub, index) => diagnostics.push(...checkKeywords(file, sub, [...path, key, index])));
    } else if (SUBSCHEMAS.includes(key)) {
      diagnostics.push(...checkKeywords(file, value, [...path, key]));
    }
  }
  return diagnostics;
}

type UnknownField = (name: unknown, path: Path, what: string) => void;

function checkMessages(
  file: SourceFile,
  messages: unknown,
  schema: Record<string, unknown>,
  unknownField: UnknownField,
): Diagnostic[] {
  if (!Array.isArray(messages)) return [];
  const diagnostics: Diagnostic[] = [];
  const properties = isObject(schema.properties) ? schema.properties : {};
  const sites = ruleSites(schema);
  const firstText = new Map<string, number>();
  messages.forEach((message, index) => {
    if (!isObject(message) || typeof message.field !== 'string') return;
    const field = message.field;
    const at: Path = ['messages', index];
    if (!(field in properties)) return unknownField(field, [...at, 'field'], 'message for field');
    const rules =
      typeof message.rule === 'string' ? [message.rule] : Array.isArray(message.rule) ? message.rule.map(String) : [];
    const bound = typeof message.bound === 'string' ? message.bound : undefined;
    if (
      bound !== undefined &&
      !(
        rules.length === 1 &&
        rules[0] === NOT_BEFORE &&
        sites.some((site) => site.field === field && site.bound === bound)
      )
    ) {
      const bounds = sites
        .filter((site) => site.field === field && site.bound !== undefined)
        .map((site) => site.bound!);
      diagnostics.push(
        diagnostic(
          file,
          [...at, 'bound'],
          `\`bound: ${bound}\` is not one of field \`${field}\`'s x-notBefore bounds`,
          bounds.length
            ? `its bounds: ${bounds.join(', ')}; a message with a bound has the one rule x-notBefore`
            : "a bound names one entry of the field's x-notBefore",
        ),
      );
      return;
    }
    rules.forEach((rule, ruleIndex) => {
      const rulePath = typeof message.rule === 'string' ? [...at, 'rule'] : [...at, 'rule', ruleIndex];
      if (!sites.some((site) => site.field === field && site.rule === rule)) {
        const hint =
          rule === 'required'
            ? 'add it to schema.required or drop `required` from the rule'
            : `add ${rule} to the field's schema or drop it from the rule`;
        diagnostics.push(diagnostic(file, rulePath, `field \`${field}\` has no \`${rule}\` rule`, hint));
        return;
      }
      const key = bound === undefined ? `${field} ${rule}` : `${field} ${rule} ${bound}`;
      if (firstText.has(key)) {
        const hint = `first at line ${position(file, ['messages', firstText.get(key)!]).line}; one rule of one field shows one text`;
        diagnostics.push(diagnostic(file, rulePath, `field \`${field}\` already has a message for \`${rule}\``, hint));
      } else firstText.set(key, index);
    });
  });
  // every rule the member's input can break says so in the form's words: ajv's English never shows
  const said = new Set(firstText.keys());
  const reported = new Set<string>();
  for (const site of sites) {
    const key = `${site.field} ${site.textOf ?? site.rule}`;
    if (site.bound !== undefined && said.has(`${key} ${site.bound}`)) continue;
    if (site.kept || said.has(key) || reported.has(key) || !(site.field in properties || site.field === '')) continue;
    reported.add(key);
    if (site.field === '') {
      const hint =
        'ajv would tell the member "must match exactly one schema"; say each case with allOf: [{ if, then }]';
      diagnostics.push(
        diagnostic(
          file,
          ['schema', ...site.at],
          `\`${site.rule}\` over the form's fields fails as a whole, with no text of the form's`,
          hint,
          { key: true },
        ),
      );
    } else {
      const rule = site.textOf ?? site.rule;
      const hint = `add { field: ${site.field}, rule: ${rule}, text: … } to messages (with assumed: <why> where the seeds give no text)`;
      diagnostics.push(
        diagnostic(
          file,
          ['schema', ...site.at],
          `field \`${site.field}\` can fail \`${rule}\` here, and no message gives its text`,
          hint,
        ),
      );
    }
  }
  return diagnostics;
}

/** What a ui asks of rjsf that the form runtime leaves out: markdown texts, a layout field or grid. */
function unsupportedOptions(file: SourceFile, ui: Record<string, unknown>, at: Path): Diagnostic[] {
  const diagnostics = markdownOptions(file, ui, at);
  const field = ui['ui:field'];
  if (typeof field === 'string' && LAYOUT_FIELDS.includes(field)) {
    diagnostics.push(
      diagnostic(file, [...at, 'ui:field'], `\`${field}\` is not supported`, "a form's fields follow ui:order"),
    );
  }
  if ('ui:layoutGrid' in ui)
    diagnostics.push(
      diagnostic(file, [...at, 'ui:layoutGrid'], '`ui:layoutGrid` is not supported', "a form's fields follow ui:order"),
    );
  return diagnostics;
}

/** Markdown asked for in a ui (`ui:<option>` or ui:options.<option>), here or for the whole form. */
function markdownOptions(file: SourceFile, ui: Record<string, unknown>, at: Path): Diagnostic[] {
  const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
  const global = isObject(ui['ui:globalOptions']) ? ui['ui:globalOptions'] : {};
  return MARKDOWN_OPTIONS.flatMap((option) => {
    const path =
      `ui:${option}` in ui
        ? [...at, `ui:${option}`]
        : option in options
          ? [...at, 'ui:options', option]
          : option in global
            ? [...at, 'ui:globalOptions', option]
            : null;
    return path
      ? [diagnostic(file, path, `\`${option}\` is not supported`, "a form's texts are plain text, not markdown")]
      : [];
  });
}

function checkUi(
  file: SourceFile,
  ui: unknown,
  properties: Record<string, unknown>,
  context: FormContext,
  unknownField: UnknownField,
): Diagnostic[] {
  if (!isObject(ui)) return [];
  const diagnostics: Diagnostic[] = unsupportedOptions(file, ui, ['ui']);
  (Array.isArray(ui['ui:order']) ? ui['ui:order'] : []).forEach(
    (name, i) => name !== '*' && unknownField(name, ['ui', 'ui:order', i], 'ui:order field'),
  );
  for (const [name, fieldUi] of Object.entries(ui)) {
    if (name.startsWith('ui:')) continue;
    unknownField(name, ['ui', name], 'ui for field');
    if (!isObject(fieldUi)) continue;
    const at: Path = ['ui', name];
    const widget = fieldUi['ui:widget'];
    const type = isObject(properties[name]) ? properties[name].type : undefined;
    if (typeof widget === 'string' && !(widget in WIDGETS)) {
      const hint =
        didYouMean(widget, Object.keys(WIDGETS)) ?? `custom widgets are ${Object.keys(CUSTOM_WIDGETS).join(', ')}`;
      diagnostics.push(diagnostic(file, [...at, 'ui:widget'], `unknown widget \`${widget}\``, hint));
    } else if (typeof widget === 'string' && typeof type === 'string' && !WIDGETS[widget].includes(type)) {
      diagnostics.push(
        diagnostic(
          file,
          [...at, 'ui:widget'],
          `widget \`${widget}\` cannot render a ${type} field`,
          `it renders ${WIDGETS[widget].join(', ')}`,
        ),
      );
    }
    const options = isObject(fieldUi['ui:options']) ? fieldUi['ui:options'] : {};
    if (typeof options.operation === 'string' && context.operations && !context.operations.has(options.operation)) {
      const hint = didYouMean(options.operation, context.operations.keys());
      diagnostics.push(
        diagnostic(file, [...at, 'ui:options', 'operation'], `unknown operationId \`${options.operation}\``, hint),
      );
    }
    unknownField(options.phoneField, [...at, 'ui:options', 'phoneField'], 'phoneField');
    // the field whose value shows this one (shownWhen: { field, above | in })
    if (isObject(options.shownWhen))
      unknownField(options.shownWhen.field, [...at, 'ui:options', 'shownWhen', 'field'], 'shownWhen field');
    // the fields a change of this one empties (the job's end date when its start changes)
    (Array.isArray(options.clears) ? options.clears : []).forEach((cleared, i) =>
      unknownField(cleared, [...at, 'ui:options', 'clears', i], 'cleared field'),
    );
    // choices read from a call (a select's, the check boxes'): the operation must exist
    const from = isObject(options.from) ? options.from : {};
    if (typeof from.operation === 'string' && context.operations && !context.operations.has(from.operation)) {
      const hint =
        didYouMean(from.operation, context.operations.keys()) ?? 'it must be an operationId of spec/openapi.yaml';
      diagnostics.push(
        diagnostic(file, [...at, 'ui:options', 'from', 'operation'], `unknown operationId \`${from.operation}\``, hint),
      );
    }
    if ((widget === 'checks' || widget === 'tag-select') && typeof from.operation !== 'string') {
      diagnostics.push(
        diagnostic(
          file,
          [...at, 'ui:widget'],
          `widget \`${widget}\` has no \`ui:options.from\``,
          'name the call its choices come from: from: { operation, params, value, label }',
        ),
      );
    }
    if (widget === 'cover-picker')
      unknownField(options.from ?? '', [...at, 'ui:options'], "the cover picker's images field (from)");
    diagnostics.push(...unsupportedOptions(file, fieldUi, at));
  }
  return diagnostics;
}
