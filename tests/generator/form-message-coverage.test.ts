// The generator refuses a form where a rule the member's input can break has no text of the form's own:
// ajv's English (must have required property '图片') would reach the member. Given an edit of the `basic`
// fixture's login form, want these diagnostics (file:line:col of the rule), and generated/ untouched.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit } from './helpers';

const LOGIN = 'spec/forms/login.yaml';
const PASSWORD = '    password: { type: string, title: 密码 }';

const cases: { name: string; replace: string; local?: string; want: string[] }[] = [
  {
    name: 'a rule inside a then branch',
    replace: `${PASSWORD}\n  if: { required: [mobile] }\n  then: { properties: { password: { minLength: 8 } } }`,
    want: [
      'spec/forms/login.yaml:15:48: field `password` can fail `minLength` here, and no message gives its text — add { field: password, rule: minLength, text: … } to messages (with assumed: <why> where the seeds give no text)',
    ],
  },
  {
    name: 'the required property of an array item',
    local: 'photos',
    replace: `${PASSWORD}\n    photos: { type: array, minItems: 1, items: { type: object, required: [image], properties: { image: { type: string } } } }`,
    want: [
      'spec/forms/login.yaml:14:38: field `photos` can fail `minItems` here, and no message gives its text — add { field: photos, rule: minItems, text: … } to messages (with assumed: <why> where the seeds give no text)',
      'spec/forms/login.yaml:14:75: field `photos` can fail `required` here, and no message gives its text — add { field: photos, rule: required, text: … } to messages (with assumed: <why> where the seeds give no text)',
    ],
  },
  {
    name: 'an integer typed freely',
    local: 'count',
    replace: `${PASSWORD}\n    count: { type: integer, minimum: 1 }`,
    want: [
      'spec/forms/login.yaml:14:20: field `count` can fail `type` here, and no message gives its text — add { field: count, rule: type, text: … } to messages (with assumed: <why> where the seeds give no text)',
      'spec/forms/login.yaml:14:38: field `count` can fail `minimum` here, and no message gives its text — add { field: count, rule: minimum, text: … } to messages (with assumed: <why> where the seeds give no text)',
    ],
  },
  {
    name: 'alternatives over the form',
    replace: `${PASSWORD}\n  oneOf: [{ required: [mobile] }, { required: [password] }]`,
    want: [
      'spec/forms/login.yaml:14:3: `oneOf` over the form\'s fields fails as a whole, with no text of the form\'s — ajv would tell the member "must match exactly one schema"; say each case with allOf: [{ if, then }]',
    ],
  },
];

describe('a rule without a message', () => {
  it.each(cases)('$name is refused', async ({ replace, local, want }) => {
    const root = copyFixture('basic');
    edit(root, LOGIN, PASSWORD, replace);
    // checked, not sent: the login operation does not take it
    if (local) edit(root, LOGIN, 'messages:', `local: [${local}]\nmessages:`);
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(want);
    expect(result.ok).toBe(false);
  });

  it('a choice with a default needs no required text, nor a select its enum', async () => {
    const root = copyFixture('basic');
    edit(
      root,
      LOGIN,
      PASSWORD,
      `${PASSWORD}\n    kind: { type: integer, default: 0, oneOf: [{ const: 0, title: 个人 }, { const: 1, title: 法人 }] }\n    city: { type: string, enum: [信阳, 郑州] }`,
    );
    edit(root, LOGIN, 'required: [mobile, password]', 'required: [mobile, password, kind]');
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic).filter((d) => d.includes('no message'))).toEqual([]);
  });
});
