import Ajv from 'ajv';
import realUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import * as shim from '../../src/lib/shims/uri-resolver';

// Vite's dev pre-bundling hands ajv's `require('fast-uri')` the stand-in's module namespace; the
// production build hands it the default export. Both must be fast-uri's API.
const asLoaded = { namespace: shim, default: shim.default };

describe('the fast-uri stand-in (src/lib/shims/uri-resolver.ts)', () => {
  for (const [how, resolver] of Object.entries(asLoaded)) {
    it(`lets ajv compile a schema with $id and $ref when loaded as the ${how}`, () => {
      const ajv = new Ajv({ uriResolver: resolver as never });
      const validate = ajv.compile({
        $id: 'https://tea.example/person.json',
        type: 'object',
        properties: { name: { $ref: '#/definitions/name' }, friend: { $ref: 'person.json' } },
        definitions: { name: { type: 'string', minLength: 1 } },
      });
      expect(validate({ name: '茶友', friend: { name: '李' } })).toBe(true);
      expect(validate({ name: '' })).toBe(false);
    });
  }

  it('parses and serializes as fast-uri does', () => {
    for (const uri of [
      'http://json-schema.org/draft-07/schema#',
      'https://u:p@tea.example:8080/a/b?x=1#/definitions/y',
      'person.json',
      '#frag',
      '',
      '//host/p',
      'mailto-like:a/b',
    ]) {
      const { scheme, userinfo, host, port, path, query, fragment } = realUri.parse(uri);
      expect(shim.parse(uri), uri).toMatchObject({ scheme, userinfo, host, port, path, query, fragment });
      expect(shim.serialize(shim.parse(uri)), uri).toBe(realUri.serialize(realUri.parse(uri)));
    }
  });

  it('tells equal URIs and resolves a reference against a base', () => {
    expect(shim.equal('https://tea.example/a#', 'https://tea.example/a')).toBe(true);
    expect(shim.equal('https://tea.example/a', 'https://tea.example/b')).toBe(false);
    expect(shim.resolve('https://tea.example/a/b.json', '../c.json#/x')).toBe(
      realUri.resolve('https://tea.example/a/b.json', '../c.json#/x'),
    );
  });
});
