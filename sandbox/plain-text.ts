// Member-written plain text (spec x-plain-text): every string a call carries — query parameter or body
// field, at any depth — is text, not markup, so tags are taken out before the handler stores it; the
// fields of `except` (passwords, codes, signatures) are compared byte for byte and stay as sent, and the
// x-html fields are rich text with their own cleaner. The portal shows text verbatim anyway; this keeps
// `<img src=x onerror=…>` out of the data any other client of the API reads.

/** A tag, a comment or a declaration: `<` then a letter, `/`, `!` or `?`, up to its `>`. */
const MARKUP = /<[a-zA-Z/!?][^<>]*>/g;

/** The text without markup. Repeated, since taking one tag out can join two halves into another. */
export function plainText(text: string): string {
  if (!text.includes('<')) return text;
  let before: string;
  let after = text;
  do {
    before = after;
    after = before.replace(MARKUP, '');
  } while (after !== before);
  return after;
}

/** Cleans every string of the value in place, except the named fields (at any depth). */
export function cleanPlainText(value: Record<string, unknown>, except: ReadonlySet<string>): void {
  for (const [key, item] of Object.entries(value)) {
    if (except.has(key)) continue;
    if (typeof item === 'string') value[key] = plainText(item);
    else if (item !== null && typeof item === 'object' && !(item instanceof Buffer)) cleanPlainText(item as Record<string, unknown>, except);
  }
}
