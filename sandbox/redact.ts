// What the console may show of a request: the password login sends the password in the query string
// (seed 1 §7.2 documents a GET), so a logged URL would keep it in terminal scroll-back and CI logs.
const SECRET_PARAM = /^(userpass|password|old_password|new_password|newPassword)$/;

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '***');
  return `${url.slice(0, at)}?${params.toString()}`;
}
