// Reads spec/openapi.yaml at run time: the sandbox enforces whatever the spec says today, so a product
// owner's edit takes effect on the next start without a generate step.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SPEC_PATH = fileURLToPath(new URL('../spec/openapi.yaml', import.meta.url));

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
}

export interface ApiSpec {
  doc: Record<string, unknown>;
  operations: Operation[];
  signing: { uuidHeader: string; timestampHeader: string; signHeader: string; suffix: string };
  secondClient: { tsHeader: string; tsValue: string; tokenHeader: string };
  autographSecret: string;
}

export function loadSpec(path = SPEC_PATH): ApiSpec {
  const doc = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const paths = (doc.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>;
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId) operations.push({ operationId, method, path: route });
    }
  }
  const signing = doc['x-signing'] as ApiSpec['signing'];
  return {
    doc,
    operations,
    signing: { ...signing, suffix: process.env.SIGN_SUFFIX ?? signing.suffix },
    secondClient: doc['x-second-client'] as ApiSpec['secondClient'],
    autographSecret: (doc['x-autograph'] as { secret: string }).secret,
  };
}
