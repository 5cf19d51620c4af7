// Display formats shared by screens.

/**
 * Seed 1 §9 "phone hiding: first 3 and last 4 digits kept": 13800000001 → 138****0001. A value too
 * short to hide anything (7 characters or fewer) is shown as it is; a longer or shorter one than 11
 * hides as many characters as lie between the kept ends.
 */
export function maskPhone(phone: string | null | undefined): string {
  return maskMiddle(phone);
}

/** Keeps the first 3 and last 4 characters (a phone, an ID number): enough to recognise, not to copy. */
export function maskMiddle(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (value.length <= 7) return value;
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/** A record's field as display text: strings and numbers (trimmed), anything else (missing, null) empty. */
/**
 * The paths of a comma list of pictures. A data: address has a comma of its own (after its media type)
 * and is kept whole: the sandbox's demo pictures are SVG data addresses.
 */
export const pathList = (text: string): string[] => (text.match(/data:[^,]*,[^,]*|[^,]+/g) ?? []).map((path) => path.trim()).filter(Boolean);

export const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
