// Display helpers shared by screens (the named formats, the phone mask among them, are spec/display.yaml's:
// formatValue of src/lib/display.ts).

/** A record's field as display text: strings and numbers (trimmed), anything else (missing, null) empty. */
/**
 * The paths of a comma list of pictures. A data: address has a comma of its own (after its media type)
 * and is kept whole: the sandbox's demo pictures are SVG data addresses.
 */
export const pathList = (text: string): string[] =>
  (text.match(/data:[^,]*,[^,]*|[^,]+/g) ?? []).map((path) => path.trim()).filter(Boolean);

export const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
