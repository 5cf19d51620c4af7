// @vitest-environment node
// package.json's engines tell the truth: every package installed for the product (the dependencies
// and what they pull in, not the dev tools) runs on every Node that range admits.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean; engines?: { node?: string } }>;
};

describe('engines', () => {
  it(`every product dependency runs on Node ${pkg.engines.node}`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(
        ([path, entry]) =>
          path && !entry.dev && entry.engines?.node && !semver.subset(pkg.engines.node, entry.engines.node),
      )
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} wants ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
