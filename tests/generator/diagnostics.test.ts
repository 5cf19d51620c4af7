// Exact diagnostics for broken specs: given an edit of the `basic` fixture, want these lines
// (file:line:col of the offending node, message, hint), sorted by file, line and column.
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit } from './helpers';

interface Case {
  name: string;
  given: [file: string, find: string, replace: string][];
  want: string[];
}

const LOGIN = 'spec/forms/login.yaml';
const REGISTER = 'spec/forms/register.yaml';
const ROUTES = 'spec/routes.yaml';
const OPENAPI = 'spec/openapi.yaml';

const cases: Case[] = [
  {
    name: 'a YAML syntax error',
    given: [[ROUTES, 'query: [invite]', 'query: [invite']],
    want: [
      'spec/routes.yaml:22:5: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]',
    ],
  },
  {
    name: 'a form submitting to an unknown operationId',
    given: [[LOGIN, 'operation: login', 'operation: logn']],
    want: ['spec/forms/login.yaml:3:14: unknown operationId `logn` — did you mean `login`?'],
  },
  {
    name: 'a form field the operation does not accept',
    given: [
      [
        LOGIN,
        '    password: { type: string, title: 密码 }',
        '    password: { type: string, title: 密码 }\n    nickname: { type: string }',
      ],
    ],
    want: [
      'spec/forms/login.yaml:14:5: operation `login` does not accept `nickname` — it accepts mobile, password, kind; list the field under local: if it is checked but not sent',
    ],
  },
  {
    name: 'a fixed value the operation does not accept, leaving a required field unsupplied',
    given: [[LOGIN, 'set: { kind: 0 }', 'set: { type: 0 }']],
    want: [
      "spec/forms/login.yaml:3:14: operation `login` requires `kind`, which nothing in the form supplies — add it to schema.properties, submit.set, submit.from or every button's set",
      'spec/forms/login.yaml:5:29: operation `login` does not accept `type` — it accepts mobile, password, kind',
    ],
  },
  {
    name: 'a route to a missing form',
    given: [[ROUTES, 'form: login', 'form: signin']],
    want: ['spec/routes.yaml:15:11: unknown form `signin` — no file spec/forms/signin.yaml'],
  },
  {
    name: 'a route to a missing screen',
    given: [[ROUTES, 'query: [id, tab]\n    screen: home', 'query: [id, tab]\n    screen: profile']],
    want: ['spec/routes.yaml:29:13: unknown screen `profile` — no file src/screens/profile.tsx'],
  },
  {
    name: 'a duplicate route path',
    given: [[ROUTES, 'path: /items', 'path: /login']],
    want: ['spec/routes.yaml:23:11: duplicate route path `/login` — first defined at spec/routes.yaml:10:11'],
  },
  {
    name: 'a duplicate route name',
    given: [[ROUTES, 'name: items', 'name: login']],
    want: [
      'spec/routes.yaml:24:11: duplicate route name `login` — first defined at spec/routes.yaml:11:11',
      'spec/routes.yaml:46:37: unknown route `items` — name a route of this file',
    ],
  },
  {
    name: 'a route with both form and screen',
    given: [[ROUTES, '    form: login\n', '    form: login\n    screen: login\n']],
    want: [
      'spec/routes.yaml:16:5: route has both `form` and `screen` — a route renders exactly one: a form, a screen, an html page or a page',
    ],
  },
  {
    name: 'a route with neither form nor screen',
    given: [[ROUTES, 'query: [id, tab]\n    screen: home\n', 'query: [id, tab]\n']],
    want: [
      'spec/routes.yaml:23:5: route has neither `form` nor `screen` — add form: <a file of spec/forms>, screen: <a file of src/screens>, html: { operation, content } or page: { main: [blocks] }',
    ],
  },
  {
    name: 'an unknown key and an unknown shell in a route',
    given: [
      [ROUTES, 'keepAlive: true', 'keepalive: true'],
      [ROUTES, 'shell: user', 'shell: usr'],
    ],
    want: [
      'spec/routes.yaml:8:5: unknown key `keepalive` in route — did you mean `keepAlive`?',
      'spec/routes.yaml:27:12: unknown shell `usr` — expected one of main, user, creator, bare; did you mean `user`?',
    ],
  },
  {
    name: 'a form reading a query parameter its route does not declare',
    given: [[ROUTES, '    query: [invite]\n', '']],
    want: [
      "spec/routes.yaml:21:11: form `register` reads query parameter `invite`, which route `register` does not declare — add it to the route's query: [invite]",
    ],
  },
  {
    name: 'navigation naming an unknown route',
    given: [[ROUTES, 'siteMap: [{ label: 首页, route: index }]', 'siteMap: [{ label: 首页, route: indx }]']],
    want: ['spec/routes.yaml:38:35: unknown route `indx` — did you mean `index`?'],
  },
  {
    name: 'the account link naming an unknown route',
    given: [[ROUTES, 'account: { label: 我的账户, route: index }', 'account: { label: 我的账户, route: user }']],
    want: ['spec/routes.yaml:55:34: unknown route `user` — name a route of this file'],
  },
  {
    name: 'navigation passing a query parameter its route does not read',
    given: [[ROUTES, 'query: { tab: a }', 'query: { page: a }']],
    want: [
      'spec/routes.yaml:46:53: route `items` does not read query parameter `page` — declare it on the route: query: [id, tab, page]',
    ],
  },
  {
    name: 'a navigation link that is both a route and not open',
    given: [[ROUTES, '{ label: 商城, notOpen: true }', '{ label: 商城, notOpen: true, route: index }']],
    want: [
      'spec/routes.yaml:41:7: navigation link is ambiguous or incomplete — a link has exactly one of route, href or notOpen: true',
    ],
  },
  {
    name: 'an html page calling an unknown operation',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    html: { operation: logn, content: body }\n',
      ],
    ],
    want: ['spec/routes.yaml:29:24: unknown operationId `logn` — did you mean `login`?'],
  },
  {
    name: 'an html page showing a field its answer lacks, without the input its operation needs',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    html: { operation: getItem, content: body }\n',
      ],
    ],
    want: [
      'spec/routes.yaml:29:24: operation `getItem` needs `id` — it is given nothing; set id in params',
      'spec/routes.yaml:29:42: field `body` is not in the record of `getItem` — it has id, name',
    ],
  },
  {
    name: 'a list block with an unknown card, paging its operation lacks, a required input unsupplied and a link to an undeclared parameter',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    page: { main: [{ list: { operation: listItems, pageSize: 10, card: itm, open: { route: login, query: { id: row.id } } } }] }\n',
      ],
    ],
    want: [
      'spec/routes.yaml:29:41: operation `listItems` does not accept the paging input `pageIndex` — set paging: { index, size } to its names, or drop pageSize',
      'spec/routes.yaml:29:41: operation `listItems` does not accept the paging input `pageSize` — set paging: { index, size } to its names, or drop pageSize',
      'spec/routes.yaml:29:41: operation `listItems` needs `size` — it is given pageIndex, pageSize; set size in params or by a filter',
      'spec/routes.yaml:29:72: unknown card `itm` — no file src/cards/itm.tsx',
      'spec/routes.yaml:29:108: route `login` does not read query parameter `id` — declare it on the route: query: [id]',
    ],
  },
  {
    name: 'a variant chosen by a query parameter the route does not declare',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    screen: home\n    variants: [{ when: { type: x }, page: { main: [{ record: { operation: getItem, params: { id: query.id }, sections: [name] } }] } }]\n',
      ],
    ],
    want: [
      "spec/routes.yaml:30:26: route `items` does not declare query parameter `type` — add it to the route's query: [id, tab, type]",
    ],
  },
  {
    name: 'a variant that only retitles the route when a parameter is given (an edit)',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    screen: home\n    variants: [{ when: { id: { empty: false } }, title: 修改 }]\n',
      ],
    ],
    want: [],
  },
  {
    name: 'a variant with neither a render nor a title',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    screen: home\n    variants: [{ when: { id: { empty: false } } }]\n',
      ],
    ],
    want: [
      'spec/routes.yaml:30:16: route has neither `form` nor `screen` — add form: <a file of spec/forms>, screen: <a file of src/screens>, html: { operation, content } or page: { main: [blocks] }',
    ],
  },
  {
    name: 'a variant condition that is neither a value nor { empty }',
    given: [
      [
        ROUTES,
        'query: [id, tab]\n    screen: home\n',
        'query: [id, tab]\n    screen: home\n    variants: [{ when: { id: { ne: 1 } }, title: 修改 }]\n',
      ],
    ],
    want: [
      'spec/routes.yaml:30:30: `id` is ambiguous or incomplete — a query value (text), or { empty: true | false }',
    ],
  },
  {
    name: 'a duplicate operationId',
    given: [[OPENAPI, 'operationId: getItem', 'operationId: listItems']],
    want: [
      'spec/openapi.yaml:56:20: duplicate operationId `listItems` — first used by GET /api/items at spec/openapi.yaml:32:20',
    ],
  },
  {
    name: 'an operation with no access level',
    given: [[OPENAPI, '      operationId: getItem\n      x-access: public\n', '      operationId: getItem\n']],
    want: [
      'spec/openapi.yaml:56:7: GET /api/items/{id} has no access level — say who may call it: x-access: public | member | { level: self, param: <input naming the member> } | { level: owner, record, id, owner }',
    ],
  },
  {
    name: 'an unknown access level and a self level naming an input the operation lacks',
    given: [
      [
        OPENAPI,
        '      operationId: getItem\n      x-access: public\n',
        '      operationId: getItem\n      x-access: owners\n',
      ],
      [
        OPENAPI,
        '      operationId: listItems\n      x-access: public\n',
        '      operationId: listItems\n      x-access: { level: self, param: userId }\n',
      ],
    ],
    want: [
      'spec/openapi.yaml:33:39: GET /api/items has no input `userId` for x-access param — it accepts size, current',
      'spec/openapi.yaml:57:17: unknown access level `owners` of GET /api/items/{id} — use one of public, member, self, owner',
    ],
  },
  {
    name: 'x-html on a field that is not a string, and x-html that is not true',
    given: [
      [
        OPENAPI,
        '{ name: size, in: query, required: true, schema: { type: integer } }',
        '{ name: size, in: query, required: true, schema: { type: integer, x-html: true } }',
      ],
      [
        OPENAPI,
        '{ name: current, in: query, schema: { type: integer } }',
        '{ name: current, in: query, schema: { type: string, x-html: yes } }',
      ],
    ],
    want: [
      'spec/openapi.yaml:37:85: x-html marks a field that is not a string — only a string field can hold member-written HTML (type: string)',
      'spec/openapi.yaml:38:71: x-html is `yes` — write x-html: true on a field of member-written HTML, or leave it out',
    ],
  },
  {
    name: 'an OpenAPI structure error',
    given: [[OPENAPI, 'summary: paged list', 'sumary: paged list']],
    want: ['spec/openapi.yaml:35:7: Property `sumary` is not expected here — did you mean `summary`?'],
  },
  {
    name: 'a message whose rule the field does not have',
    given: [[LOGIN, '{ field: password, rule: required', '{ field: password, rule: minLength']],
    want: [
      // the required rule the message named is now without a text
      'spec/forms/login.yaml:10:22: field `password` can fail `required` here, and no message gives its text — add { field: password, rule: required, text: … } to messages (with assumed: <why> where the seeds give no text)',
      "spec/forms/login.yaml:19:30: field `password` has no `minLength` rule — add minLength to the field's schema or drop it from the rule",
    ],
  },
  {
    name: 'a message answering an x-notBefore bound the field does not have',
    given: [[LOGIN, '{ field: password, rule: required', '{ field: password, rule: required, bound: mobile']],
    want: [
      'spec/forms/login.yaml:10:22: field `password` can fail `required` here, and no message gives its text — add { field: password, rule: required, text: … } to messages (with assumed: <why> where the seeds give no text)',
      "spec/forms/login.yaml:19:47: `bound: mobile` is not one of field `password`'s x-notBefore bounds — a bound names one entry of the field's x-notBefore",
    ],
  },
  {
    name: 'a message for an unknown field',
    given: [[LOGIN, '{ field: mobile, rule: pattern', '{ field: phone, rule: pattern']],
    want: [
      'spec/forms/login.yaml:12:50: field `mobile` can fail `pattern` here, and no message gives its text — add { field: mobile, rule: pattern, text: … } to messages (with assumed: <why> where the seeds give no text)',
      'spec/forms/login.yaml:20:14: message for field `phone` is not in schema.properties',
    ],
  },
  {
    name: 'after.go naming an unknown route',
    given: [[LOGIN, 'go: index', 'go: home']],
    want: ['spec/forms/login.yaml:7:31: unknown route `home`'],
  },
  {
    name: 'a notice read from an unknown operation',
    given: [[LOGIN, 'title: 登录\n', 'title: 登录\nnotice: { operation: logn, field: content }\n']],
    want: ['spec/forms/login.yaml:2:22: unknown operationId `logn` — did you mean `login`?'],
  },
  {
    name: 'a loaded answer field renamed to a field the form lacks',
    given: [[LOGIN, 'title: 登录\n', 'title: 登录\nload: { operation: login, fields: { mobil: phone } }\n']],
    want: ['spec/forms/login.yaml:2:37: unknown field `mobil` — did you mean `mobile`?'],
  },
  {
    name: 'a change clearing a field the form lacks',
    given: [
      [
        LOGIN,
        '  mobile: { ui:placeholder: 请输入手机号 }',
        '  mobile: { ui:placeholder: 请输入手机号, ui:options: { clears: [pasword] } }',
      ],
    ],
    want: [
      'spec/forms/login.yaml:15:60: cleared field `pasword` is not in schema.properties — did you mean `password`?',
    ],
  },
  {
    name: 'an unknown widget',
    given: [[LOGIN, 'ui:widget: password', 'ui:widget: secret']],
    want: [
      'spec/forms/login.yaml:16:26: unknown widget `secret` — custom widgets are sms-code, password-strength, agreement, rich-text, image-upload, cover-picker, video-upload, media-upload, map-point, region, label-picker, id-card, switch, checks, rating, tag-select',
    ],
  },
  {
    name: 'check boxes without the call their choices come from',
    given: [[REGISTER, 'confirm: { ui:widget: password }', 'confirm: { ui:widget: checks }']],
    want: [
      'spec/forms/register.yaml:24:25: widget `checks` has no `ui:options.from` — name the call its choices come from: from: { operation, params, value, label }',
    ],
  },
  {
    name: 'choices from an unknown operation',
    given: [
      [
        REGISTER,
        'confirm: { ui:widget: password }',
        'confirm: { ui:widget: checks, ui:options: { from: { operation: pong, value: id, label: text } } }',
      ],
    ],
    want: ['spec/forms/register.yaml:24:66: unknown operationId `pong` — did you mean `ping`?'],
  },
  {
    name: 'a cover picker choosing among the images of a field the form lacks',
    given: [
      [
        LOGIN,
        'password: { ui:widget: password }',
        'password: { ui:widget: cover-picker, ui:options: { from: pictures } }',
      ],
    ],
    want: [
      "spec/forms/login.yaml:16:52: the cover picker's images field (from) `pictures` is not in schema.properties",
    ],
  },
  {
    name: "markdown in a form's texts (the form runtime draws them as plain text)",
    given: [
      [
        LOGIN,
        'mobile: { ui:placeholder: 请输入手机号 }',
        'mobile: { ui:placeholder: 请输入手机号, ui:enableMarkdownInDescription: true }',
      ],
    ],
    want: [
      "spec/forms/login.yaml:15:69: `enableMarkdownInDescription` is not supported — a form's texts are plain text, not markdown",
    ],
  },
  {
    name: 'a route path with a parameter (route paths are fixed; inputs go in the query)',
    given: [[ROUTES, 'path: /items', 'path: /items/:id']],
    want: [
      'spec/routes.yaml:23:11: `path` must match ^/[A-Za-z0-9_/-]*$ — a route path is fixed: / then letters, digits, _, - and / (inputs go in the query)',
    ],
  },
  {
    name: "a form laid out by one of rjsf's layout fields (left out of the form runtime)",
    given: [
      [
        LOGIN,
        'mobile: { ui:placeholder: 请输入手机号 }',
        'mobile: { ui:placeholder: 请输入手机号, ui:field: LayoutGridField }',
      ],
    ],
    want: ["spec/forms/login.yaml:15:47: `LayoutGridField` is not supported — a form's fields follow ui:order"],
  },
  {
    name: 'a form schema with an $id',
    given: [[LOGIN, '  type: object\n', '  type: object\n  $id: https://example.com/login\n']],
    want: [
      'spec/forms/login.yaml:10:3: unknown JSON Schema keyword `$id` — a form is one schema: `$ref: "#/definitions/…"` needs no `$id`',
    ],
  },
  {
    name: 'a misspelt JSON Schema keyword, which also orphans its message',
    given: [[REGISTER, 'minLength: 8', 'minLenght: 8']],
    want: [
      'spec/forms/register.yaml:15:42: unknown JSON Schema keyword `minLenght` — did you mean `minLength`?',
      "spec/forms/register.yaml:27:41: field `password` has no `minLength` rule — add minLength to the field's schema or drop it from the rule",
    ],
  },
];

describe('diagnostics', () => {
  it.each(cases)('$name', async ({ given, want }) => {
    const root = copyFixture('basic');
    for (const [file, find, replace] of given) edit(root, file, find, replace);
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(want);
    expect(result.ok).toBe(false);
  });

  it('warns about a description cut short by a comma, and still generates', async () => {
    const root = copyFixture('basic');
    edit(root, OPENAPI, 'name: { type: string }', 'name: { type: string, description: the name, unique }');
    const result = await generate({ root });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      "spec/openapi.yaml:196:54: warning: the comma before `unique` ends the value of `description`, so `unique` became a key of its own — quote the text: description: 'the name, unique'",
    ]);
    expect(result.ok).toBe(true);
  });
});
