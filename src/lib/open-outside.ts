// Addresses that come from data — a banner's link, the single-sign-on answer — open in a new tab only
// when they are web, phone or mail addresses. A javascript: or data: URL in a record would otherwise
// run in a tab of the portal's origin; the CSP stops that too, but a header is one deployment away
// from missing.
const OPENABLE = new Set(['http:', 'https:', 'tel:', 'mailto:']);

/** Opens `address` in a new tab; answers false (and opens nothing) for any other kind of URL. */
export function openOutside(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address, window.location.href);
  } catch {
    return false;
  }
  if (!OPENABLE.has(url.protocol)) return false;
  window.open(url.href, '_blank', 'noopener');
  return true;
}
