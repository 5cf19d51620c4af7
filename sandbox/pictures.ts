// Pictures members point at: an avatar, a cover, a picture list or an <img> in an article
// body must be one of this site's files (an upload's filePath, a seed picture), never an address on
// another host — the portal's CSP (img-src 'self' data: blob:) blocks those, so every reader of the home
// page, the article, the author's home and search would get a violation. Refused on write, with a message
// the form shows, rather than fetched and stored here: the sandbox makes no requests to other hosts.

/** An address on another host: a scheme (http:, https:, ftp: …) or protocol-relative `//`. */
const ELSEWHERE = /^\s*([a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;
/** An <img>'s src in member-written HTML (quoted or not). */
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** Whether any picture a field names is on another host (a field holds one or a comma-joined list). */
function namesElsewhere(value: unknown): boolean {
  if (typeof value === 'string') return value.split(',').some((item) => ELSEWHERE.test(item));
  return Array.isArray(value) && value.some(namesElsewhere);
}

/**
 * Whether the input points at a picture on another host: a picture field (at any depth, by name) or an
 * <img> in an x-html field.
 */
export function pointsElsewhere(
  input: Record<string, unknown>,
  pictureFields: ReadonlySet<string>,
  htmlFields: readonly string[],
): boolean {
  const stack: unknown[] = [input];
  while (stack.length) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      if (pictureFields.has(key) && namesElsewhere(item)) return true;
      if (typeof item === 'object') stack.push(item);
    }
  }
  return htmlFields.some((field) => {
    const html = input[field];
    return typeof html === 'string' && [...html.matchAll(IMG_SRC)].some((m) => ELSEWHERE.test(m[1] ?? m[2] ?? m[3]));
  });
}
