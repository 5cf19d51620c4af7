// The repository stands alone: a clean clone with nothing beside it passes its tests, so no tracked file may
// read or name a folder outside it (the seeds' checklist lives in tests/contract/inventory/).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const outside = /\.\.\/shared\b|\/work\/(shared|main|wt)\b|\/shared\/(seeds|inventory)\b/;
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !/\.(png|jpe?g|webp|ico|woff2?|db)$/.test(file) && file !== 'package-lock.json');

describe('the repository stands alone', () => {
  it('no tracked file reads or names a folder outside the repository', () => {
    const hits = tracked.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          outside.test(line) && !line.includes('outside = /') ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : [],
        ),
    );
    expect(hits).toEqual([]);
  });
});
