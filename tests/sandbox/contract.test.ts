// @vitest-environment node
// Every operation of spec/openapi.yaml has a handler, and a valid request to it gets HTTP 200, code 200
// and a body the spec's response schema accepts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHandlers } from '../../sandbox/api.js';
import { HANDLERS } from '../../sandbox/handlers/index.js';
import { assertValidSpec } from '../../sandbox/validation.js';
import { spec, startTestSandbox, type TestSandbox } from './harness.js';
import { responseValidator } from './response-schema.js';
import { VALID } from './valid-requests.js';

// x-unused operations are not served (issue 31): no handler, no sample
const operationIds = spec.operations.filter((op) => !op.unused).map((op) => op.operationId);

describe('the spec and the handlers', () => {
  it('is a valid OpenAPI document', () => {
    expect(() => assertValidSpec(spec.doc)).not.toThrow();
    expect(() => assertValidSpec({ ...spec.doc, paths: { '/x': { get: { responses: 'none' } } } })).toThrow(
      /not a valid OpenAPI document/,
    );
  });

  it('has a handler for every operationId and none for an unknown one', () => {
    expect(operationIds.filter((id) => !HANDLERS[id])).toEqual([]);
    expect(Object.keys(HANDLERS).filter((id) => !operationIds.includes(id))).toEqual([]);
    expect(() => checkHandlers([...operationIds, 'newCall'], HANDLERS)).toThrow(/no handler for newCall/);
  });

  it('has response schemas that refuse a wrong body', () => {
    expect(responseValidator('getUser')({ code: 200, data: { username: 'x' } })).toBe(false);
  });

  it('has a valid sample request here for every operation', () => {
    expect(operationIds.filter((id) => !VALID[id])).toEqual([]);
  });
});

describe('a valid request to each operation', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startTestSandbox();
  });
  afterAll(() => s.close());

  it.each(operationIds)('%s answers 200 with a body the spec allows', async (operationId) => {
    const reply = await s.call(operationId, await VALID[operationId](s));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 200 });
    const validate = responseValidator(operationId);
    expect(validate(reply.body), JSON.stringify(validate.errors)).toBe(true);
  });
});
