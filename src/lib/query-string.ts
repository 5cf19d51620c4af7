// Query strings as RFC 3986 reads them: every reserved character percent-encoded. encodeURIComponent
// (openapi-fetch's default) leaves ! ' ( ) * as they are, and URLSearchParams writes a space as +; a
// server that keeps to the spec's `allowReserved: false` — the sandbox does — refuses both, so a
// password like Tea!2345 or an offer from 王记(茶行) would fail with 参数错误.
const strict = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** name=value pairs of the set fields, joined by & (the spec's query parameters are all scalars). */
export function queryString(query: Readonly<Record<string, unknown>>): string {
  return Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${strict(name)}=${strict(String(value))}`)
    .join('&');
}
