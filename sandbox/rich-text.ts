// Member-written HTML (spec x-rich-text, fields marked x-html: true) is cleaned before it is stored:
// only the editor's markup stays. The portal sanitises again on display, but a stored event handler
// would still reach every reader's browser — where the parse alone raises CSP reports — and any
// other client of the API.
import sanitizeHtml from 'sanitize-html';
import type { RichTextRules } from './spec.js';

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema & { 'x-html'?: boolean }> };

/** The top-level body fields of an operation marked x-html (through $ref and allOf). */
export function htmlFieldsOf(
  doc: Record<string, unknown>,
  operation: { requestBody?: { content?: Record<string, { schema?: Schema }> } },
): string[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], doc) as Schema;
  };
  const fields = (schema: Schema | undefined): string[] => {
    const s = resolve(schema);
    if (!s) return [];
    const own = Object.entries(s.properties ?? {})
      .filter(([, p]) => p['x-html'] === true)
      .map(([name]) => name);
    return [...own, ...(s.allOf ?? []).flatMap(fields)];
  };
  return [...new Set(Object.values(operation.requestBody?.content ?? {}).flatMap((c) => fields(c.schema)))];
}

/** The cleaner the rules describe: allowed tags keep their allowed attributes, other tags keep their text. */
export function richTextCleaner(rules: RichTextRules): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: rules.tags,
    allowedAttributes: rules.attributes,
    // none of these properties takes a url(), so their values need no check of their own
    allowedStyles: { '*': Object.fromEntries(rules.styles.map((name) => [name, [/.*/]])) },
    allowedSchemes: rules.schemes,
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
  };
  return (html) => sanitizeHtml(html, options);
}
