// npm run bench:lsp — the spec language server as an editor meets it, over stdio with a copy of spec/:
// keystroke → diagnostic latency on spec/routes.yaml (20 one-character edits, each waited for: the
// debounce included) and completion coverage (how many of a list of contexts offer the expected items).
import { find, startSpecClient } from '../tests/lsp/spec-client.js';

const ROUTES = 'spec/routes.yaml';
const EDITS = 20;

const client = await startSpecClient();
const started = performance.now();
client.open(ROUTES);
const FRAGMENTS = 'spec/fragments.yaml';
client.open(FRAGMENTS);
const ASK = 'spec/forms/ask-question.yaml';
const PASSWORD = 'spec/forms/change-password.yaml';
client.open(ASK);
client.open(PASSWORD);
await client.settled();
const firstMs = performance.now() - started;
const routes = client.text(ROUTES);

// typing 茶文化节 → 茶文化节abcd… one character at a time, and half the edits a misspelt operation id
const latencies: number[] = [];
const title = '    title: 茶文化节\n';
for (let i = 1; i <= EDITS; i++) {
  const typed = 'abcdefghijklmnopqrstuvwxyz'.slice(0, i);
  let text = routes.replace(title, `    title: 茶文化节${typed}\n`);
  if (i % 2) text = text.replace('operation: getPcActivityList', 'operation: getPcActivityLst');
  const { diagnostics, ms } = await client.edit(ROUTES, text);
  if (diagnostics.length !== i % 2)
    throw new Error(`edit ${i}: expected ${i % 2} diagnostic(s), got ${JSON.stringify(diagnostics)}`);
  latencies.push(ms);
}
await client.edit(ROUTES, routes);

interface Context {
  name: string;
  /** the file (default spec/routes.yaml) */
  path?: string;
  /** the text with the place to complete; `at` is found in it, the cursor goes `offset` characters in */
  text: string;
  at: string;
  offset: number;
  after?: string;
  expect: string[];
}

const ITEM = '                        title: name\n';
const replaced = (from: string, to: string) => {
  if (!routes.includes(from)) throw new Error(`${from} is not in ${ROUTES}`);
  return routes.replace(from, to);
};
const contexts: Context[] = [
  {
    name: 'operation ids in a list block',
    text: routes,
    at: 'operation: getPcActivityList',
    offset: 14,
    expect: ['getPcActivityList', 'listJobs'],
  },
  {
    name: 'operation ids in a record block',
    text: routes,
    at: 'operation: studyVideoDetail',
    offset: 14,
    expect: ['studyVideoDetail', 'getInfo'],
  },
  {
    name: 'route names in open.route',
    text: routes,
    at: 'route: hddetail',
    offset: 9,
    expect: ['hddetail', 'chaCulture'],
  },
  {
    name: 'route names in more.route',
    text: routes,
    at: 'route: chaCulture',
    offset: 9,
    expect: ['chaCulture', 'hddetail'],
  },
  {
    name: 'form ids in an action',
    text: routes,
    at: 'form: report-content',
    offset: 8,
    expect: ['report-content', 'ask-question'],
  },
  {
    name: 'fragments in use',
    text: routes,
    at: 'use: likeToggle',
    offset: 7,
    expect: ['like', 'likeToggle', 'favourite', 'comments'],
  },
  {
    name: "a fragment's parameters in with",
    text: replaced("{ use: likeToggle, with: { type: '6' }", "{ use: likeToggle, with: { type: '6',  }"),
    at: "type: '6',  }",
    offset: 11,
    expect: ['type', 'field'],
  },
  {
    name: 'label maps that cover the field',
    text: routes,
    at: 'labels: activityStatus',
    offset: 10,
    expect: ['activityStatus'],
  },
  {
    name: 'formats for a date text',
    text: replaced(ITEM, `${ITEM}                        meta: [{ field: startTime, format: d }]\n`),
    at: 'format: d }',
    offset: 9,
    expect: ['date', 'dateTime', 'ago', 'calendar'],
  },
  {
    name: 'formats for a whole number',
    text: replaced(ITEM, `${ITEM}                        meta: [{ field: status, format: r }]\n`),
    at: 'format: r }',
    offset: 9,
    expect: ['rank'],
  },
  {
    name: "a template's placeholder: the row's fields",
    text: replaced("template: '{startTime} 至 {endTime}'", "template: '{startTime} 至 {end'"),
    at: "至 {end'",
    offset: 6,
    after: 'getPcActivityList',
    expect: ['endTime', 'name'],
  },
  {
    name: "a template's placeholder: formats for the field",
    text: replaced("template: '{startTime} 至 {endTime}'", "template: '{startTime} 至 {endTime|'"),
    at: "至 {endTime|'",
    offset: 11,
    after: 'getPcActivityList',
    expect: ['date', 'dateTime'],
  },
  {
    name: 'row fields after row.',
    text: replaced(ITEM, '                        title: row.\n'),
    at: 'title: row.',
    offset: 11,
    expect: ['name', 'coverPic', 'startTime'],
  },
  {
    name: 'record fields after record.',
    text: replaced(
      '            title: title\n            meta: [{ field: createTime',
      '            title: record.\n            meta: [{ field: createTime',
    ),
    at: 'title: record.',
    offset: 14,
    expect: ['title', 'createTime', 'views'],
  },
  {
    name: 'bare fields of the row',
    text: replaced(ITEM, '                        title: \n'),
    at: 'title: \n',
    offset: 7,
    after: 'getPcActivityList',
    expect: ['name', 'coverPic'],
  },
  {
    name: 'session values after session.',
    text: replaced('memberId: session.userId', 'memberId: session.'),
    at: 'memberId: session.',
    offset: 18,
    expect: ['userId', 'token'],
  },
  {
    name: 'query parameters after query.',
    text: replaced('{ id: query.id, memberId', '{ id: query., memberId'),
    at: 'id: query.,',
    offset: 10,
    expect: ['id', 'type'],
  },
  {
    name: 'block kinds where a block stands',
    text: replaced(
      '                blocks:\n                  - list:\n',
      '                blocks:\n                  - \n                  - list:\n',
    ),
    at: 'blocks:\n                  - \n',
    offset: 28,
    expect: ['list', 'record', 'carousel', 'comments', 'tabs', 'use'],
  },
  {
    name: 'action kinds where an action stands',
    text: replaced(
      '            actions:\n              - { use: like',
      '            actions:\n              - \n              - { use: like',
    ),
    at: 'actions:\n              - \n',
    offset: 25,
    expect: ['navigate', 'call', 'toggle', 'form', 'reveal', 'copy'],
  },
  {
    name: 'keys of a list block',
    text: replaced('                      columns: 2\n', '                      columns: 2\n                      \n'),
    at: 'columns: 2\n                      \n',
    offset: 33,
    expect: ['pageSize', 'filters', 'card'],
  },
  {
    name: 'inputs of the operation in params',
    text: replaced(
      'params: { pageNo: 1, pageSize: 2, status: 1, timeType: 0 }',
      'params: { pageNo: 1, pageSize: 2, status: 1, timeType: 0,  }',
    ),
    at: 'timeType: 0,  }',
    offset: 13,
    expect: ['enterpriseId', 'checkStatus'],
  },
  {
    name: "keys of a block or an action in a fragment's body",
    path: FRAGMENTS,
    text: client.text(FRAGMENTS).replace('    body:\n      toggle:\n', '    body:\n      \n      toggle:\n'),
    at: 'body:\n      \n',
    offset: 12,
    expect: ['gate', 'when', 'navigate', 'list'],
  },
  {
    name: "operation ids in a fragment's body",
    path: FRAGMENTS,
    text: client.text(FRAGMENTS),
    at: 'operation: doLikes',
    offset: 13,
    expect: ['doLikes', 'deleteLikes'],
  },
  {
    name: "operation ids in a form's submit",
    path: ASK,
    text: client.text(ASK),
    at: 'operation: saveQuiz',
    offset: 13,
    expect: ['saveQuiz', 'getInfo'],
  },
  {
    name: "route names in a form's after.go",
    path: PASSWORD,
    text: client.text(PASSWORD),
    at: 'go: login',
    offset: 5,
    expect: ['login', 'index'],
  },
];

let covered = 0;
const missed: string[] = [];
for (const context of contexts) {
  const path = context.path ?? ROUTES;
  await client.edit(path, context.text);
  const { line, character } = find(context.text, context.at, context.offset, context.after);
  const labels = (await client.completion(path, line, character)).map((item) => item.label);
  const absent = context.expect.filter((label) => !labels.includes(label));
  if (absent.length)
    missed.push(
      `${context.name}: lacks ${absent.join(', ')} (got ${labels.slice(0, 8).join(', ')}${labels.length > 8 ? ', …' : ''})`,
    );
  else covered++;
}
await client.close();

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log(`first check after start-up (generator cache warm): ${Math.round(firstMs)} ms`);
console.log(
  `keystroke → diagnostics on ${ROUTES} (${EDITS} edits, ${Math.round(Buffer.byteLength(routes) / 1024)} KB): median ${Math.round(percentile(50))} ms, p95 ${Math.round(percentile(95))} ms, max ${Math.round(sorted.at(-1)!)} ms`,
);
console.log(`completion coverage: ${covered}/${contexts.length} contexts offer the expected items`);
for (const line of missed) console.log(`  missed — ${line}`);
process.exitCode = covered === contexts.length && percentile(50) < 1000 ? 0 : 1;
