// Stands in for fast-uri (7.7 KB gzip of every form route) through vite.config.ts's alias. @rjsf/utils
// needs it only to resolve a `$ref` against a schema's `$id`, and the generator refuses `$id` in forms;
// the browser's URL does that job should one ever come. ajv (which rjsf's validator package loads in
// dev) reads the same module through CommonJS `require`: Vite's dev pre-bundling then hands it the
// module namespace, the production build the default export — so the functions are named exports and
// the default export both, as fast-uri's own module.exports has them.
const BASE = 'rjsf:///';

/** A URI's parts (RFC 3986 §3), as fast-uri's parse names them. */
export interface URIComponent {
  scheme?: string;
  userinfo?: string;
  host?: string;
  port?: number | string;
  path?: string;
  query?: string;
  fragment?: string;
  reference?: string;
  error?: string;
}

// RFC 3986, appendix B: the one regular expression that splits any URI reference into its parts
const PARTS =
  /^(?:([^:/?#]+):)?(?:\/\/((?:([^/?#@]*)@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/s;

export function parse(uri: string): URIComponent {
  const [, scheme, authority, userinfo, host, port, path = '', query, fragment] = PARTS.exec(uri) ?? [];
  const parts: URIComponent = { scheme, userinfo, host, port: port ? Number(port) : undefined, path, query, fragment };
  parts.reference =
    scheme === undefined && authority === undefined && !path && query === undefined
      ? 'same-document'
      : scheme === undefined
        ? 'relative'
        : fragment === undefined
          ? 'absolute'
          : 'uri';
  return parts;
}

export function serialize(parts: URIComponent): string {
  const authority =
    parts.host === undefined
      ? ''
      : `//${parts.userinfo === undefined ? '' : `${parts.userinfo}@`}${parts.host}${parts.port === undefined || parts.port === '' ? '' : `:${parts.port}`}`;
  return `${parts.scheme === undefined ? '' : `${parts.scheme.toLowerCase()}:`}${authority}${parts.path ?? ''}${parts.query === undefined ? '' : `?${parts.query}`}${parts.fragment === undefined ? '' : `#${parts.fragment}`}`;
}

function normal(uri: string): string {
  return new URL(uri, BASE).href.replace(/#$/, '');
}

export function normalize(uri: string): string {
  return serialize(parse(uri));
}

export function equal(a: string | URIComponent, b: string | URIComponent): boolean {
  return normal(typeof a === 'string' ? a : serialize(a)) === normal(typeof b === 'string' ? b : serialize(b));
}

export function resolve(base: string, ref: string): string {
  return new URL(ref, new URL(base, BASE)).href;
}

export function resolveComponent(base: URIComponent, relative: URIComponent): URIComponent {
  return parse(resolve(serialize(base), serialize(relative)));
}

export const fastUri = { parse, serialize, normalize, equal, resolve, resolveComponent };
export default fastUri;
