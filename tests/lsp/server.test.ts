// The spec language server driven as an editor drives it: a child process over stdio, a copy of the
// real spec/, real mistakes typed into unsaved documents.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompletionItem } from 'vscode-languageserver-protocol/node';
import { find, startSpecClient } from './spec-client.js';
import type { SpecClient } from './spec-client.js';

const ROUTES = 'spec/routes.yaml';
const FRAGMENTS = 'spec/fragments.yaml';
const TEXTS = 'spec/texts.yaml';
const CONTENT = 'spec/content.yaml';
const OPEN = [
  ROUTES,
  'spec/screens.yaml',
  'spec/display.yaml',
  FRAGMENTS,
  'spec/forms/ask-question.yaml',
  'spec/openapi.yaml',
  TEXTS,
  CONTENT,
];
// the first tab of the tea-culture block on the home page: a list of getPcActivityList's rows
const ACTIVITY_ITEM = `                        title: name
                        badges: [{ field: status, labels: activityStatus }]`;

let client: SpecClient;
let routes: string;

const shown = (client: SpecClient, path: string) =>
  client.diagnostics(path).map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);
const labels = (items: CompletionItem[]) => items.map((item) => item.label);
/** The text with `from` replaced once by `to` (which must be found). */
const edited = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

beforeAll(async () => {
  client = await startSpecClient();
  OPEN.forEach((path) => client.open(path));
  await client.settled();
  routes = client.text(ROUTES);
}, 180_000);

afterAll(async () => {
  await client?.close();
});

describe('diagnostics of unsaved text', () => {
  it('a good spec has none, in any open file', () => {
    for (const path of OPEN) expect(shown(client, path), path).toEqual([]);
  });

  it('a misspelt field is one diagnostic at the field, with did-you-mean', async () => {
    const text = edited(routes, ACTIVITY_ITEM, ACTIVITY_ITEM.replace('title: name', 'title: nmae'));
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics).toHaveLength(1);
    const at = find(text, 'nmae');
    expect(diagnostics[0].range.start).toEqual(at);
    expect(diagnostics[0].range.end).toEqual({ line: at.line, character: at.character + 4 });
    expect(diagnostics[0].message).toBe(
      'field `nmae` is not in the rows of `getPcActivityList` — did you mean `name`?',
    );
  });

  it('an unknown operation id in a list block', async () => {
    const text = edited(routes, 'operation: getPcActivityList', 'operation: getPcActivityLists');
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'unknown operationId `getPcActivityLists` — did you mean `getPcActivityList`?',
    ]);
    expect(diagnostics[0].range.start).toEqual(find(text, 'getPcActivityLists'));
  });

  it('a status written as its label', async () => {
    const text = edited(
      routes,
      ACTIVITY_ITEM,
      ACTIVITY_ITEM.replace(
        'labels: activityStatus }]',
        'labels: activityStatus }, { text: 可报名, when: { status: 报名中 } }]',
      ),
    );
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toMatch(/^'报名中' is the label of status 2 — write 2/);
    expect(diagnostics[0].range.start).toEqual(find(text, '报名中 }'));
  });

  it('a gate misspelt inside an open link is one diagnostic, at the gate', async () => {
    const text = edited(
      routes,
      'open: { route: hddetail, query: { id: row.id }, gate: login }',
      'open: { route: hddetail, query: { id: row.id }, gate: logn }',
    );
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringMatching(/^`gate` is ambiguous or incomplete — gate is login, realName/),
    ]);
    expect(diagnostics[0].range.start).toEqual(find(text, 'logn'));
  });

  it('a misspelt argument of a fragment is one diagnostic', async () => {
    const text = edited(
      routes,
      "{ use: likeToggle, with: { type: '6' }, gate: login }",
      "{ use: likeToggle, with: { typ: '6' }, gate: login }",
    );
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics.map((d) => d.message)).toEqual(['fragment `likeToggle` takes no `typ` — did you mean `type`?']);
  });

  it('a syntax error is exactly one diagnostic, and none in the other files', async () => {
    const text = edited(
      routes,
      '          more: { label: 更多, route: chaCulture }',
      '          more: { label: 更多, route: chaCulture',
    );
    const { diagnostics } = await client.edit(ROUTES, text);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toMatch(/^YAML syntax error/);
    await client.settled();
    for (const path of OPEN.filter((path) => path !== ROUTES)) expect(shown(client, path), path).toEqual([]);
  });

  it('a route defined in the unsaved text is known at once, and a misspelt use of it is not', async () => {
    const route = `  - path: /newsletter\n    name: newsletter\n    title: 订阅\n    public: true\n    shell: main\n    form: ask-question\n`;
    const withRoute = edited(routes, '  - path: /chaCulture\n', `${route}  - path: /chaCulture\n`);
    const good = edited(
      withRoute,
      'more: { label: 更多, route: chaCulture }',
      'more: { label: 更多, route: newsletter }',
    );
    expect((await client.edit(ROUTES, good)).diagnostics).toEqual([]);
    const bad = edited(
      withRoute,
      'more: { label: 更多, route: chaCulture }',
      'more: { label: 更多, route: newsleter }',
    );
    expect((await client.edit(ROUTES, bad)).diagnostics.map((d) => d.message)).toEqual([
      'unknown route `newsleter` — did you mean `newsletter`?',
    ]);
  });

  it('a fragment defined in unsaved fragments.yaml is known at once', async () => {
    const fragments = client.text(FRAGMENTS);
    const copy = edited(
      fragments,
      '  likeToggle:\n',
      '  thumbsUp:\n    params: { type: null, field: isFabulous }\n    body:\n      toggle: { field: $field, on: { operation: doLikes, params: { joinId: record.id, type: $type, userId: session.userId } }, off: { operation: deleteLikes, params: { joinId: record.id, type: $type, userId: session.userId } }, labels: [点赞, 已点赞] }\n  likeToggle:\n',
    );
    await client.edit(FRAGMENTS, copy);
    const uses = edited(
      routes,
      "- { use: likeToggle, with: { type: '6' }, gate: login }",
      "- { use: thumbsUp, with: { type: '6' }, gate: login }",
    );
    const { diagnostics } = await client.edit(ROUTES, uses);
    expect(diagnostics).toEqual([]);
    await client.edit(ROUTES, routes);
    await client.edit(FRAGMENTS, fragments);
  });

  it('an unsaved form: a misspelt operation, with did-you-mean, and a misspelt route to go to', async () => {
    const ask = 'spec/forms/ask-question.yaml';
    const original = client.text(ask);
    const text = edited(original, 'operation: saveQuiz', 'operation: saveQiz');
    const { diagnostics } = await client.edit(ask, text);
    expect(diagnostics.map((d) => d.message)).toEqual(['unknown operationId `saveQiz` — did you mean `saveQuiz`?']);
    expect(diagnostics[0].range.start).toEqual(find(text, 'saveQiz'));
    const go = edited(original, 'after: { serverMessage: true }', 'after: { serverMessage: true, go: chaCultur }');
    expect((await client.edit(ask, go)).diagnostics.map((d) => d.message)).toEqual([
      'unknown route `chaCultur` — did you mean `chaCulture`?',
    ]);
    expect((await client.edit(ask, original)).diagnostics).toEqual([]);
  });

  it('one keystroke is checked in under a second', async () => {
    await client.edit(ROUTES, routes);
    const times: number[] = [];
    for (let i = 0; i < 5; i++)
      times.push((await client.edit(ROUTES, edited(routes, '    title: 茶文化节\n', `    title: 茶文化节${i}\n`))).ms);
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(1000);
    await client.edit(ROUTES, routes);
  });
});

describe('completion, hover and definition', () => {
  it('operation ids inside a list block', async () => {
    await client.edit(ROUTES, routes);
    const at = find(routes, 'getPcActivityList', 6);
    const items = labels(await client.completion(ROUTES, at.line, at.character));
    expect(items).toContain('getPcActivityList');
    expect(items).toContain('listJobs');
  });

  it('route names in open.route', async () => {
    const at = find(routes, 'route: hddetail', 9);
    const items = labels(await client.completion(ROUTES, at.line, at.character));
    expect(items).toContain('hddetail');
    expect(items).toContain('chaCulture');
  });

  it('the response fields of the operation in scope after row.', async () => {
    const text = edited(routes, ACTIVITY_ITEM, ACTIVITY_ITEM.replace('title: name', 'title: row.'));
    await client.edit(ROUTES, text);
    const at = find(text, 'title: row.', 'title: row.'.length);
    const items = await client.completion(ROUTES, at.line, at.character);
    expect(labels(items)).toEqual(expect.arrayContaining(['name', 'coverPic', 'status', 'startTime']));
    // the chosen field replaces what follows the dot
    expect((items[0] as { textEdit: { range: { start: unknown } } }).textEdit.range.start).toEqual(at);
  });

  it('formats valid for the field: a date text, and not for a whole number', async () => {
    const text = edited(
      routes,
      ACTIVITY_ITEM,
      `${ACTIVITY_ITEM}\n                        meta: [{ field: startTime, format: d }, { field: status, format: r }]`,
    );
    await client.edit(ROUTES, text);
    const onDate = find(text, 'format: d', 'format: d'.length);
    const dateItems = labels(await client.completion(ROUTES, onDate.line, onDate.character));
    expect(dateItems).toEqual(expect.arrayContaining(['date', 'dateTime', 'ago', 'calendar']));
    const onNumber = find(text, 'format: r', 'format: r'.length);
    const numberItems = labels(await client.completion(ROUTES, onNumber.line, onNumber.character));
    expect(numberItems).toContain('rank');
    expect(numberItems).not.toContain('date');
  });

  it("a template's placeholder: the fields in scope, then the formats for the field", async () => {
    const text = edited(routes, "template: '{startTime} 至 {endTime}'", "template: '{startTime} 至 {endTime|'");
    await client.edit(ROUTES, text);
    const onField = find(text, "至 {endTime|'", 5);
    const fields = await client.completion(ROUTES, onField.line, onField.character);
    expect(labels(fields)).toEqual(expect.arrayContaining(['endTime', 'name', 'coverPic']));
    const onFormat = find(text, "至 {endTime|'", 11);
    const formats = await client.completion(ROUTES, onFormat.line, onFormat.character);
    expect(labels(formats)).toEqual(expect.arrayContaining(['date', 'dateTime', 'ago']));
    expect((formats[0] as { textEdit: { range: { start: unknown } } }).textEdit.range.start).toEqual(onFormat);
  });

  it('fragments and their parameters', async () => {
    await client.edit(ROUTES, routes);
    const onUse = find(routes, 'use: likeToggle', 'use: li'.length);
    expect(labels(await client.completion(ROUTES, onUse.line, onUse.character))).toEqual(
      expect.arrayContaining(['like', 'likeToggle', 'favourite', 'comments']),
    );
    const text = edited(
      routes,
      "- { use: likeToggle, with: { type: '6' }, gate: login }",
      "- { use: likeToggle, with: { type: '6',  }, gate: login }",
    );
    await client.edit(ROUTES, text);
    const inWith = find(text, "type: '6',  }", "type: '6', ".length);
    const params = await client.completion(ROUTES, inWith.line, inWith.character);
    expect(labels(params)).toEqual(['type', 'field']);
  });

  it('block kinds, with a snippet, where a block stands', async () => {
    const text = edited(
      routes,
      '              - label: 报名中\n                blocks:\n',
      '              - label: 报名中\n                blocks:\n                  - \n',
    );
    await client.edit(ROUTES, text);
    const at = find(text, 'blocks:\n                  - \n', 'blocks:\n                  - '.length);
    const items = await client.completion(ROUTES, at.line, at.character);
    expect(labels(items)).toEqual(expect.arrayContaining(['list', 'record', 'carousel', 'comments', 'tabs', 'use']));
    expect(items.find((item) => item.label === 'list')?.textEdit).toMatchObject({
      newText: expect.stringContaining('list:'),
    });
  });

  it('hover on an operation id: method, path, parameters and answer fields', async () => {
    await client.edit(ROUTES, routes);
    const at = find(routes, 'getPcActivityList', 3);
    const answer = await client.hover(ROUTES, at.line, at.character);
    const text = (answer?.contents as { value: string }).value;
    expect(text).toContain('`POST /api/activity/getPcActivityList`');
    expect(text).toContain('`pageNo` (query)');
    expect(text).toMatch(/row fields .*`coverPic`: string/);
  });

  it('hover on a key: its meaning here, in Chinese and English', async () => {
    const at = find(routes, 'empty: 暂无数据', 2, 'getPcActivityList');
    const text = ((await client.hover(ROUTES, at.line, at.character))?.contents as { value: string }).value;
    expect(text).toMatch(/^\*\*empty\*\* — .*[\u4e00-\u9fff].* — [A-Za-z]/);
  });

  it('spec/texts.yaml: hover says what a text is for, completion offers a missing text, a lost {n} is refused', async () => {
    const texts = client.text(TEXTS);
    const at = find(texts, '    atMostOneVideo:', 6);
    const hover = ((await client.hover(TEXTS, at.line, at.character))?.contents as { value: string }).value;
    expect(hover).toMatch(/^\*\*atMostOneVideo\*\* — 最多一个视频 — the video upload takes one file/);
    // the texts a key may still name: one deleted, and the editor offers it back
    const blank = edited(texts, '    loadFailed: 加载失败\n', '    \n');
    await client.edit(TEXTS, blank);
    const onBlank = find(blank, '    emptyList: 暂无数据\n    \n', '    emptyList: 暂无数据\n    '.length);
    expect(labels(await client.completion(TEXTS, onBlank.line, onBlank.character))).toEqual(['loadFailed']);
    const lost = edited(texts, "atMostImages: '图片最多上传{n}张'", 'atMostImages: 图片最多上传几张');
    const { diagnostics } = await client.edit(TEXTS, lost);
    expect(diagnostics.map((d) => d.message)).toEqual([
      expect.stringContaining('keeps {n}, which the runtime fills in'),
    ]);
    expect(diagnostics[0].range.start.line).toBe(find(lost, 'atMostImages:').line);
    await client.edit(TEXTS, texts);
  });

  it("spec/content.yaml: hover says what a garden's key is, a misspelt key is refused with did-you-mean", async () => {
    const content = client.text(CONTENT);
    const at = find(content, '      altitude: 680', 8);
    const hover = ((await client.hover(CONTENT, at.line, at.character))?.contents as { value: string }).value;
    expect(hover).toMatch(/^\*\*altitude\*\* — 平均海拔.* — its mean altitude/);
    const misspelt = edited(content, '      variety: 灵山剑峰', '      varity: 灵山剑峰');
    const { diagnostics } = await client.edit(CONTENT, misspelt);
    const unknown = diagnostics.filter((d) => String(d.message).startsWith('unknown key'));
    expect(unknown.map((d) => d.message)).toEqual(['unknown key `varity` in garden — did you mean `variety`?']);
    expect(unknown[0].range.start.line).toBe(find(misspelt, 'varity:').line);
    await client.edit(CONTENT, content);
  });

  it('definition of a route name', async () => {
    const at = find(routes, 'route: chaCulture', 'route: cha'.length);
    const location = await client.definition(ROUTES, at.line, at.character);
    expect(location?.uri).toBe(client.uri(ROUTES));
    expect(location?.range.start.line).toBe(find(routes, '    name: chaCulture').line);
  });

  it('definition of a label map and a fragment', async () => {
    const onLabels = find(routes, 'labels: activityStatus', 'labels: act'.length);
    const labels = await client.definition(ROUTES, onLabels.line, onLabels.character);
    expect(labels?.uri).toBe(client.uri('spec/display.yaml'));
    expect(labels?.range.start.line).toBe(find(client.text('spec/display.yaml'), '  activityStatus:').line);
    const onUse = find(routes, 'use: likeToggle', 'use: li'.length);
    const fragment = await client.definition(ROUTES, onUse.line, onUse.character);
    expect(fragment?.uri).toBe(client.uri(FRAGMENTS));
    expect(fragment?.range.start.line).toBe(find(client.text(FRAGMENTS), '  likeToggle:').line);
  });

  it('definition of an operation id lands on its operationId in openapi.yaml', async () => {
    const at = find(routes, 'getPcActivityList', 3);
    const location = await client.definition(ROUTES, at.line, at.character);
    expect(location?.uri).toBe(client.uri('spec/openapi.yaml'));
    expect(location?.range.start.line).toBe(
      find(client.text('spec/openapi.yaml'), 'operationId: getPcActivityList').line,
    );
  });
});
