// Stands in for fast-uri (7.7 KB gzip of every form route) through vite.config.ts's alias. @rjsf/utils
// needs it only to resolve a `$ref` against a schema's `$id`, and the generator refuses `$id` in forms;
// the browser's URL does that job should one ever come.
const BASE = 'rjsf:///';

function normal(uri: string): string {
  return new URL(uri, BASE).href.replace(/#$/, '');
}

export default {
  equal: (a: string, b: string) => normal(a) === normal(b),
  resolve: (base: string, ref: string) => new URL(ref, new URL(base, BASE)).href,
};
