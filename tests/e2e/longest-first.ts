import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Two workers end together only if the longest files start first. Vitest orders by the durations it
// cached from an earlier run, else by file size — and on a fresh machine (CI) the longest files are
// the smallest: a walk over every route of the table is a few lines (tests/e2e/layout-shift-*.e2e.ts,
// gating.e2e.ts) and, started last, kept one worker busy minutes after the other had finished. So the
// files that open every route (or fill in every form, form-walks.e2e.ts) go first; the order inside each part
// stays Vitest's. Files share nothing (each has its own sandbox), so the order changes only when they finish.
const WALKS_EVERY_ROUTE = /\b(walkRoutes|describeLayoutShift)\(|routes\.(map|filter|flatMap)\(|\.each\(formWalks\)/;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const walks = (file: TestSpecification) => WALKS_EVERY_ROUTE.test(readFileSync(file.moduleId, 'utf8'));
    return [...sorted.filter(walks), ...sorted.filter((file) => !walks(file))];
  }
}
