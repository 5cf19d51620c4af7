// Exact diagnostics for composed pages: given an edit of the `pages` fixture (a carousel, a filtered
// list with tabs, a side list, a record with a toggle and a comment thread), want these lines. The
// lists of kinds come from spec/schema/routes.schema.json, so a new block or action kind does not rewrite them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { ACTION_KINDS, BLOCK_KINDS } from '../../generator/spec-schemas';
import { copyFixture, edit } from './helpers';

interface Case {
  name: string;
  given: [file: string, find: string, replace: string][];
  want: string[];
}

const ROUTES = 'spec/routes.yaml';
const DISPLAY = 'spec/display.yaml';

/** A charts block's call and rows, for the cases that break the rest of it. */
const CHART = 'operation: getArticle, params: { id: record.id }, rows: member, x: title, empty: 暂无统计';

const cases: Case[] = [
  {
    name: 'an unknown field in a condition',
    given: [[ROUTES, 'when: { status: 1 }', 'when: { stauts: 1 }']],
    want: ['spec/routes.yaml:69:76: field `stauts` is not in the record of `getArticle` — did you mean `status`?'],
  },
  {
    name: 'an unknown nested field in a section',
    given: [[ROUTES, '{ label: 作者, field: member.nickname }', '{ label: 作者, field: member.nickame }']],
    want: [
      'spec/routes.yaml:67:37: field `member.nickame` is not in the record of `getArticle` — did you mean `member.nickname`?',
    ],
  },
  {
    name: 'a row. ref outside a row',
    given: [
      [ROUTES, 'on: { operation: collect, params: { id: record.id', 'on: { operation: collect, params: { id: row.id'],
    ],
    want: [
      'spec/routes.yaml:74:59: `row.id` is read outside a row — row.<field> is the list row, comment or carousel item at hand; here read record.<field>, session.<key> or query.<p>',
    ],
  },
  {
    name: 'a record. ref outside a record',
    given: [[ROUTES, '{ href: row.linkUrl }', '{ href: record.linkUrl }']],
    want: [
      'spec/routes.yaml:20:25: `record.linkUrl` is read outside a record — record.<field> is read inside a record block (its sections, actions and blocks); here read row.<field>, session.<key> or query.<p>',
    ],
  },
  {
    name: 'a toggle without its off operation',
    given: [
      [
        ROUTES,
        '                  off: { operation: uncollect, params: { id: record.id, userId: session.userId } }\n',
        '',
      ],
    ],
    want: ['spec/routes.yaml:72:19: toggle is missing `off` — a toggle has field, on, off, labels'],
  },
  {
    name: 'a filter on a parameter the operation does not take',
    given: [[ROUTES, 'search: keyword,', 'search: keywords,']],
    want: [
      'spec/routes.yaml:30:27: the filter sets `keywords`, which operation `listArticles` does not accept — did you mean `keyword`?',
    ],
  },
  {
    name: 'a label map missing a value of the enum',
    given: [[DISPLAY, '    2: { text: 未通过, tone: error }\n', '']],
    want: [
      'spec/routes.yaml:35:49: label map `status` has no label for 2, which `status` may be — add 2: <text> under labels.status in spec/display.yaml',
      'spec/routes.yaml:65:47: label map `status` has no label for 2, which `status` may be — add 2: <text> under labels.status in spec/display.yaml',
    ],
  },
  {
    name: 'an unknown label map',
    given: [
      [
        ROUTES,
        'member.nickname]\n            badges: [{ field: status, labels: status }]',
        'member.nickname]\n            badges: [{ field: status, labels: stat }]',
      ],
    ],
    want: [
      'spec/routes.yaml:65:47: unknown label map `stat` — did you mean `status`?; define it under labels: in spec/display.yaml',
    ],
  },
  {
    name: 'an unknown format',
    given: [[ROUTES, 'format: ago', 'format: agoo']],
    want: [
      'spec/routes.yaml:39:48: unknown format `agoo` — did you mean `ago`?; define it under formats: in spec/display.yaml',
    ],
  },
  {
    name: 'an unknown format in a template',
    given: [[ROUTES, "{ label: 时间, template: '{startDate|date}", "{ label: 时间, template: '{startDate|day}"]],
    want: ['spec/routes.yaml:68:41: unknown format or label map `day` in `{startDate|day}` — did you mean `date`?'],
  },
  {
    name: 'a required input nothing supplies',
    given: [[ROUTES, '            params: { platform: 0 }\n', '']],
    want: [
      'spec/routes.yaml:13:24: operation `listBanners` needs `platform` — it is given nothing; set platform in params',
    ],
  },
  {
    name: 'an unknown session key',
    given: [[ROUTES, 'when: { authorId: session.userId }', 'when: { authorId: session.uid }']],
    want: ['spec/routes.yaml:42:48: unknown session value `session.uid` — did you mean `session.userId`?'],
  },
  {
    name: 'an undeclared query parameter in a condition',
    given: [[ROUTES, 'when: { status: 1 }', 'when: { query.status: 1 }']],
    want: [
      "spec/routes.yaml:69:76: route `article` does not declare query parameter `status` — add it to the route's query: [id, status]",
    ],
  },
  {
    name: 'a block with two kinds',
    given: [
      [
        ROUTES,
        '          more: { label: 更多, route: articles }\n',
        '          more: { label: 更多, route: articles }\n          text: 最新文章\n',
      ],
    ],
    want: [
      `spec/routes.yaml:46:11: block has both \`list\` and \`text\` — a block has exactly one of ${BLOCK_KINDS.join(', ')}`,
    ],
  },
  {
    name: 'an action with no kind',
    given: [[ROUTES, ' call: { operation: deleteArticle, params: { id: row.id } },', '']],
    want: [`spec/routes.yaml:42:17: action has no kind — give it one of ${ACTION_KINDS.join(', ')}`],
  },
  {
    name: 'an unknown route in navigate',
    given: [[ROUTES, 'navigate: { route: article,', 'navigate: { route: artcle,']],
    want: ['spec/routes.yaml:19:61: unknown route `artcle` — did you mean `article`?'],
  },
  {
    name: 'a comment field missing from the comment schema',
    given: [[ROUTES, 'avatar: userurl', 'avatar: userUrl']],
    want: [
      'spec/routes.yaml:84:45: field `userUrl` is not in the comments of `listComments` — did you mean `userurl`?',
    ],
  },
  {
    name: 'a condition comparing an enum field with a value it never takes',
    given: [[ROUTES, 'when: { linkType: 1 }', 'when: { linkType: 3 }']],
    want: ['spec/routes.yaml:19:37: `linkType` is never 3 — it is one of 1, 2'],
  },
  {
    name: 'select options from a field the rows lack',
    given: [[ROUTES, 'value: code,', 'value: id,']],
    want: ['spec/routes.yaml:29:85: field `id` is not in the rows of `listTypes` — it has code, name'],
  },
  {
    name: 'an unknown toggle field',
    given: [[ROUTES, 'field: isCollect', 'field: isCollected']],
    want: [
      'spec/routes.yaml:72:26: field `isCollected` is not in the record of `getArticle` — did you mean `isCollect`?',
    ],
  },
  {
    name: 'an unknown field in a list item template',
    given: [
      [
        ROUTES,
        "- { template: '{startDate|date} 至 {endDate|date}' }",
        "- { template: '{startDate|date} 至 {endDat|date}' }",
      ],
    ],
    want: ['spec/routes.yaml:37:51: field `endDat` is not in the rows of `listArticles` — did you mean `endDate`?'],
  },
  {
    name: "an unknown row field in a list's except",
    given: [
      [
        ROUTES,
        '              aside: { field: crtTime, format: ago }\n            open: { route: article, query: { id: row.id } }\n',
        '              aside: { field: crtTime, format: ago }\n            open: { route: article, query: { id: row.id } }\n            except: { idd: query.id }\n',
      ],
    ],
    want: ['spec/routes.yaml:41:28: field `idd` is not in the rows of `listArticles` — did you mean `id`?'],
  },
  {
    name: 'an unknown form in an action',
    given: [
      [
        ROUTES,
        '                gate: login\n',
        '                gate: login\n              - { label: 编辑, form: edit-article }\n',
      ],
    ],
    want: ['spec/routes.yaml:78:36: unknown form `edit-article` — no file spec/forms/edit-article.yaml'],
  },
  {
    name: 'an unknown card in a list tab',
    given: [
      [ROUTES, '{ label: 全部, operation: listArticles }', '{ label: 全部, operation: listArticles, card: articl }'],
    ],
    want: ['spec/routes.yaml:25:61: unknown card `articl` — no file src/cards/articl.tsx'],
  },
  {
    name: 'an unknown screen block',
    given: [
      [ROUTES, '      side:\n        - title: 最新', '      side:\n        - screen: hom\n        - title: 最新'],
    ],
    want: ['spec/routes.yaml:44:19: unknown screen `hom` — no file src/screens/hom.tsx; did you mean `home`?'],
  },
  {
    name: 'a record. ref in a block inside the record naming a field the record lacks',
    given: [[ROUTES, 'params: { joinId: record.id, type: 1 } }', 'params: { joinId: record.ids, type: 1 } }']],
    want: ['spec/routes.yaml:82:70: field `ids` is not in the record of `getArticle` — did you mean `id`?'],
  },
  {
    name: 'a stats item reading a field the enclosing record lacks',
    given: [[ROUTES, '{ label: 收藏, field: collects }', '{ label: 收藏, field: collectCount }']],
    want: [
      'spec/routes.yaml:79:54: field `collectCount` is not in the record of `getArticle` — it has id, title, coverUrl, status, crtTime, startDate, endDate, authorId, member, content, isCollect, collects, commentIsDisable',
    ],
  },
  {
    name: 'a comment sent in an input the operation does not take',
    given: [
      [
        ROUTES,
        'params: { joinId: record.id, type: 1 }, text: message }',
        'params: { joinId: record.id, type: 1 }, text: content }',
      ],
    ],
    want: [
      'spec/routes.yaml:85:40: operation `addComment` needs `message` — it is given joinId, type, content; set message in params',
      'spec/routes.yaml:85:98: operation `addComment` does not accept `content`, the input the typed comment goes in — set text: to the input it goes in; it accepts joinId, type, message, parentId',
    ],
  },
  {
    name: 'comment replies read from a field that is not a list',
    given: [[ROUTES, 'replies: children, likes', 'replies: message, likes']],
    want: [
      "spec/routes.yaml:84:109: `message` is not a list, so it cannot hold the replies — replies names the field that lists a comment's replies (children)",
    ],
  },
  {
    name: 'a row. ref in a comment submit, where no comment is at hand',
    given: [
      [
        ROUTES,
        'submit: { operation: addComment, params: { joinId: record.id, type: 1 }',
        'submit: { operation: addComment, params: { joinId: row.id, type: 1 }',
      ],
    ],
    want: [
      'spec/routes.yaml:85:70: `row.id` is read outside a row — row.<field> is the list row, comment or carousel item at hand; here read record.<field>, session.<key> or query.<p>',
    ],
  },
  {
    name: 'a toggle whose on operation lacks a required input',
    given: [
      [
        ROUTES,
        'on: { operation: collect, params: { id: record.id, userId: session.userId } }',
        'on: { operation: collect, params: { id: record.id } }',
      ],
    ],
    want: ['spec/routes.yaml:74:36: operation `collect` needs `userId` — it is given id; set userId in params'],
  },
  {
    name: 'a paged list without the paging its operation needs',
    given: [[ROUTES, '            pageSize: 10\n            tabs:', '            tabs:']],
    want: [
      'spec/routes.yaml:24:41: operation `listArticles` needs `pageIndex` — it is given status, typeCode, keyword, startDate, endDate; set pageIndex in params or by a filter',
      'spec/routes.yaml:24:41: operation `listArticles` needs `pageSize` — it is given status, typeCode, keyword, startDate, endDate; set pageSize in params or by a filter',
      'spec/routes.yaml:25:42: operation `listArticles` needs `pageIndex` — it is given status, typeCode, keyword, startDate, endDate; set pageIndex in params or by a filter',
      'spec/routes.yaml:25:42: operation `listArticles` needs `pageSize` — it is given status, typeCode, keyword, startDate, endDate; set pageSize in params or by a filter',
    ],
  },
  {
    name: 'a filter option its input never takes',
    given: [[ROUTES, '{ label: 未通过, value: 2 }', '{ label: 未通过, value: 3 }']],
    want: ['spec/routes.yaml:28:105: `status` of operation `listArticles` is never 3 — it is one of 0, 1, 2'],
  },
  {
    name: 'comments read from a list field the answer lacks',
    given: [[ROUTES, 'rows: comments', 'rows: comment']],
    want: ['spec/routes.yaml:106:25: field `comment` is not in the record of `getExpert` — did you mean `comments`?'],
  },
  {
    name: 'a comment field missing from the comments a list field holds',
    given: [
      [
        ROUTES,
        'fields: { id: id, name: username, text: message, replies: children }',
        'fields: { id: id, name: nickname, text: message, replies: children }',
      ],
    ],
    want: [
      'spec/routes.yaml:107:43: field `nickname` is not in the comments in `comments` of `getExpert` — it has id, userId, username, userurl, message, crtTime, likes, islike, children',
    ],
  },
  {
    name: 'rows grouped by a field they lack',
    given: [[ROUTES, 'groupBy: { field: day,', 'groupBy: { field: date,']],
    want: ['spec/routes.yaml:113:31: field `date` is not in the rows of `listTasks` — did you mean `day`?'],
  },
  {
    name: 'an in-app path read from a field the rows lack, and a done condition on an enum value they never take',
    given: [
      [
        ROUTES,
        'path: row.path, done: { when: { status: { eq: 1 } }',
        'path: row.url, done: { when: { status: { eq: 2 } }',
      ],
    ],
    want: [
      'spec/routes.yaml:116:37: field `url` is not in the rows of `listTasks` — it has id, title, day, path, status',
      'spec/routes.yaml:116:76: `status` is never 2 — it is one of 0, 1',
    ],
  },
  {
    name: 'a record naming an unknown operation whose answers it makes stale',
    given: [
      [
        ROUTES,
        '            operation: getArticle\n',
        '            operation: getArticle\n            stale: [listArticle]\n',
      ],
    ],
    want: ['spec/routes.yaml:61:21: unknown operationId `listArticle` — did you mean `listArticles`?'],
  },
  {
    name: 'a popover showing a field the rows lack',
    given: [
      [
        ROUTES,
        '            actions:\n              - { label: 删除,',
        '            actions:\n              - { label: 数据, popover: [{ label: 阅读, field: views }] }\n              - { label: 删除,',
      ],
    ],
    want: [
      'spec/routes.yaml:42:60: field `views` is not in the rows of `listArticles` — it has id, title, coverUrl, status, crtTime, startDate, endDate, authorId, member',
    ],
  },
  {
    name: 'rows both chosen and opened, chosen by a field they lack',
    given: [
      [
        ROUTES,
        '            open: { route: article, query: { id: row.id } }\n            actions:',
        '            select: { chosen: row.uid }\n            open: { route: article, query: { id: row.id } }\n            actions:',
      ],
    ],
    want: [
      'spec/routes.yaml:40:21: a list whose rows are chosen (`select`) cannot also open them (`open`) — drop open:, or put the link in a row action',
      'spec/routes.yaml:40:31: field `uid` is not in the rows of `listArticles` — did you mean `id`?',
    ],
  },
  {
    name: 'a total line without the number',
    given: [
      [
        ROUTES,
        '            pageSize: 10\n            tabs:',
        '            pageSize: 10\n            total: 共几条\n            tabs:',
      ],
    ],
    want: [
      'spec/routes.yaml:24:20: `total` must match \\{n\\} — total is a text holding {n}, the number of rows (共 {n} 条)',
    ],
  },
  {
    name: 'a real-name gate with a text it does not know',
    given: [
      [ROUTES, '                gate: login\n', '                gate: { realName: { requird: 请先完成实名认证 } }\n'],
    ],
    want: [
      'spec/routes.yaml:77:23: `gate` is ambiguous or incomplete — gate is login, realName, a list of them, or { login: <text>, realName: true | { required: <text>, pending: <text> }, company: <text> }',
    ],
  },
  {
    name: 'a list position going in an input the operation does not take',
    given: [
      [
        ROUTES,
        '            pageSize: 10\n            tabs:',
        "            pageSize: 10\n            position: { lng: keywrd, lat: keyword, when: { query.tab: '2' }, fallback: { lng: 114.07, lat: 32.12 }, refused: 未能获取您的位置 }\n            tabs:",
      ],
    ],
    want: [
      'spec/routes.yaml:24:30: operation `listArticles` does not accept `keywrd`, the input the longitude goes in — did you mean `keyword`?',
    ],
  },
  {
    name: 'an unknown field in a details dialog',
    given: [
      [
        ROUTES,
        '              - { label: 删除, when: { authorId: session.userId },',
        '              - { label: 查看, details: [{ label: 作者, field: member.nickame }] }\n              - { label: 删除, when: { authorId: session.userId },',
      ],
    ],
    want: [
      'spec/routes.yaml:42:60: field `member.nickame` is not in the rows of `listArticles` — did you mean `member.nickname`?',
    ],
  },
  {
    name: 'a phone link to a number the navigation does not have',
    given: [
      [
        ROUTES,
        '              - stats: { items:',
        '              - links: [{ tel: hotlin, note: 客服热线 }]\n              - stats: { items:',
      ],
    ],
    want: [
      'spec/routes.yaml:79:32: unknown tel `hotlin` — expected one of hotline, reportHotline; did you mean `hotline`?',
    ],
  },
  {
    name: 'a chart of a kind the charts block does not draw',
    given: [
      [
        ROUTES,
        '              - stats: { items:',
        `              - charts: { ${CHART}, items: [{ kind: bar, label: 入场人数, series: [{ label: 入场, field: status }] }] }\n              - stats: { items:`,
      ],
    ],
    want: ['spec/routes.yaml:79:130: unknown kind `bar` — expected one of trend, pie'],
  },
  {
    name: 'a chart figure the answer does not have',
    given: [
      [
        ROUTES,
        '              - stats: { items:',
        `              - charts: { ${CHART}, figures: [{ label: 阅读量, field: reads }], items: [{ kind: pie, label: 来源, shares: [{ label: 本地, field: collects }] }] }\n              - stats: { items:`,
      ],
    ],
    want: [
      'spec/routes.yaml:79:145: field `reads` is not in the record of `getArticle` — it has id, title, coverUrl, status, crtTime, startDate, endDate, authorId, member, content, isCollect, collects, commentIsDisable',
    ],
  },
];

describe('page diagnostics', () => {
  it.each(cases)('$name', async ({ given, want }) => {
    const root = copyFixture('pages');
    for (const [file, find, replace] of given) edit(root, file, find, replace);
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual(want);
    expect(result.ok).toBe(false);
  });
});

describe('row position', () => {
  it('reads row._index in a row, and names it outside one', async () => {
    const inRow = copyFixture('pages');
    edit(inRow, ROUTES, 'query: { id: row.linkId }', 'query: { id: row._index }');
    expect((await generate({ root: inRow, check: true })).diagnostics.map(formatDiagnostic)).toEqual([]);
    const outside = copyFixture('pages');
    edit(
      outside,
      ROUTES,
      'on: { operation: collect, params: { id: record.id',
      'on: { operation: collect, params: { id: row._index',
    );
    expect((await generate({ root: outside, check: true })).diagnostics.map(formatDiagnostic)).toEqual([
      'spec/routes.yaml:74:59: `row._index` is read outside a row — row.<field> is the list row, comment or carousel item at hand; here read record.<field>, session.<key> or query.<p>',
    ]);
  });
});

// A form action passes values the form reads as host.<name> (the report dialog's item and type); the
// pages fixture has no forms, so this case adds one.
const REPORT_FORM = `title: 举报
submit:
  operation: collect
  buttons: [{ label: 提交 }]
  from: { id: host.joinId, userId: session.userId }
schema:
  type: object
  properties: {}
`;

describe('form action host values', () => {
  it('names a host value the form does not read', async () => {
    const root = copyFixture('pages');
    mkdirSync(join(root, 'spec/forms'), { recursive: true });
    writeFileSync(join(root, 'spec/forms/report.yaml'), REPORT_FORM);
    edit(
      root,
      ROUTES,
      '                gate: login\n            blocks:',
      '                gate: login\n              - { label: 举报, form: report, host: { joinID: record.id } }\n            blocks:',
    );
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'spec/routes.yaml:78:52: form `report` does not read `host.joinID` — did you mean `joinId`?',
    ]);
  });

  it('checks the values as refs of the scope they stand in', async () => {
    const root = copyFixture('pages');
    mkdirSync(join(root, 'spec/forms'), { recursive: true });
    writeFileSync(join(root, 'spec/forms/report.yaml'), REPORT_FORM);
    edit(
      root,
      ROUTES,
      '                gate: login\n            blocks:',
      '                gate: login\n              - { label: 举报, form: report, host: { joinId: record.idd } }\n            blocks:',
    );
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'spec/routes.yaml:78:60: field `idd` is not in the record of `getArticle` — did you mean `id`?',
    ]);
  });
});

describe('a card per row', () => {
  it('checks each choice: a card of src/cards, a condition on the rows', async () => {
    const root = copyFixture('pages');
    const item = `            item:
              image: coverUrl
              title: title
              badges: [{ field: status, labels: status }]
              lines:
                - { template: '{startDate|date} 至 {endDate|date}' }
                - { field: member.nickname, label: 作者 }
              aside: { field: crtTime, format: ago }
`;
    mkdirSync(join(root, 'src/cards'), { recursive: true });
    writeFileSync(join(root, 'src/cards/article.tsx'), 'export {};\n');
    edit(root, ROUTES, item, '            card: [{ when: { stauts: 1 }, card: article }, { card: artcle }]\n');
    const result = await generate({ root, check: true });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'spec/routes.yaml:32:30: field `stauts` is not in the rows of `listArticles` — did you mean `status`?',
      'spec/routes.yaml:32:68: unknown card `artcle` — no file src/cards/artcle.tsx; did you mean `article`?',
    ]);
  });
});
