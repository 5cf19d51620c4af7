// Member-written plain text (spec x-plain-text): every string a call carries — query parameter or body
// field, at any depth — is text, not markup, so tags are taken out before the handler stores it; the
// fields of `except` (passwords, codes, signatures) are compared byte for byte and stay as sent, and the
// x-html fields are rich text with their own cleaner. The portal shows text verbatim anyway; this keeps
// `<img src=x onerror=…>` out of the data any other client of the API reads.
// Characters that change how text around them is shown (A nickname U+202E + "gnp.exe" shows
// as "exe.png") go too: control characters but tab and line breaks (NUL among them), the bidi overrides,
// embeddings, isolates and marks, and the BOM anywhere; zero-width spaces and joiners only at the edges,
// since inside a word they join an emoji sequence (man ZWJ woman ZWJ girl). They are stripped, not
// refused: the member sees the text they typed stored as they see it, with nothing invisible to correct.

/** A tag, a comment or a declaration: `<` then a letter, `/`, `!` or `?`, up to its `>`. */
const MARKUP = /<[a-zA-Z/!?][^<>]*>/g;

/** C0 and C1 controls but \t \n \r; bidi marks, embeddings, overrides and isolates (U+061C, U+200E–F, U+202A–E, U+2066–9); the BOM. */
const DISPLAY_CONTROLS =
  // eslint-disable-next-line no-control-regex -- control characters are what it takes out
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
/** Zero-width spaces, non-joiners, joiners and word joiners at either end (with spaces around them). */
const INVISIBLE_EDGES =
  /^[\u200B-\u200D\u2060\s]*[\u200B-\u200D\u2060]\s*|\s*[\u200B-\u200D\u2060][\u200B-\u200D\u2060\s]*$/g;

/** The text without characters that change how it is shown. */
export function displayText(text: string): string {
  return text.replace(DISPLAY_CONTROLS, '').replace(INVISIBLE_EDGES, '');
}

/** The text without markup or display controls. Tags again and again, since taking one out can join two halves into another. */
export function plainText(input: string): string {
  const text = displayText(input);
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
    else if (item !== null && typeof item === 'object' && !(item instanceof Buffer))
      cleanPlainText(item as Record<string, unknown>, except);
  }
}
