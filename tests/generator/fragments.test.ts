// Fragments (spec/fragments.yaml): a named piece of page used by name with arguments is expanded before
// any check, so it generates exactly what the inline YAML does, and is checked like it — a mistake
// inside points at the use, with the place in the definition in the hint.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, generate } from '../../generator/index';
import { copyFixture, edit, FIXTURES, PROJECT_ROOT, readTree, tempDir } from './helpers';

const ROUTES = 'spec/routes.yaml';
const FRAGMENTS = 'spec/fragments.yaml';

// the pages fixture's favourite toggle and comment thread, as fragments (the toggle's `gate: login`
// stays beside its use: keys beside `use` merge over the body)
const fragments = `fragments:
  favourite:
    description: the favourite toggle of a record
    params: { labels: [收藏, 已收藏] }
    body:
      toggle:
        field: isCollect
        count: collects
        on: { operation: collect, params: { id: record.id, userId: session.userId } }
        off: { operation: uncollect, params: { id: record.id, userId: session.userId } }
        labels: $labels
  comments:
    params: { type: null }
    body:
      title: 评论
      comments:
        list: { operation: listComments, params: { joinId: record.id, type: $type } }
        pageSize: 10
        fields: { id: id, avatar: userurl, name: username, text: message, time: crtTime, replies: children, likes: likes, liked: islike }
        submit: { operation: addComment, params: { joinId: record.id, type: $type }, text: message }
        reply: { operation: addComment, params: { joinId: record.id, type: $type, parentId: row.id }, text: message }
        like: { on: { operation: likeComment, params: { id: row.id } }, off: { operation: unlikeComment, params: { id: row.id } } }
        delete: { operation: deleteComment, params: { id: row.id }, confirm: 确定删除吗？, when: { row.userId: session.userId } }
        disabled: { record.commentIsDisable: 1 }
        texts: { placeholder: 写下你的评论, submit: 发表, empty: 您还没有输入内容哟!, replies: '共{n}条回复', collapse: 收起回复 }
`;

/** The pages fixture with its toggle and its comments replaced by uses of the fragments above. */
function withUses(fragmentText = fragments): string {
  const root = copyFixture('pages');
  writeFileSync(join(root, FRAGMENTS), fragmentText);
  const text = readFileSync(join(root, ROUTES), 'utf8');
  const toggleStart = text.indexOf('              - toggle:\n                  field: isCollect');
  const toggleEnd = text.indexOf('                gate: login\n', toggleStart);
  const commentsStart = text.indexOf('              - title: 评论\n                comments:');
  const commentsEnd = text.indexOf('collapse: 收起回复 }\n', commentsStart) + 'collapse: 收起回复 }\n'.length;
  writeFileSync(
    join(root, ROUTES),
    text.slice(0, toggleStart) +
      '              - use: favourite\n' +
      text.slice(toggleEnd, commentsStart) +
      '              - { use: comments, with: { type: 1 } }\n' +
      text.slice(commentsEnd),
  );
  return root;
}

describe('fragments', () => {
  it('generate exactly what the inline YAML generates', async () => {
    // the toggle's gate stays beside the use, merged over the body
    const root = withUses();
    const outDir = join(mkdtempSync(join(tmpdir(), 'fragments-')), 'generated');
    const result = await generate({ root, outDir });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(readTree(outDir)).toEqual(readTree(join(FIXTURES, 'pages', 'expected')));
  });

  const linesOf = async (root: string) => (await generate({ root, check: true })).diagnostics.map(formatDiagnostic);

  it('names an unknown fragment and the one meant', async () => {
    const root = withUses();
    edit(root, ROUTES, '- use: favourite', '- use: favourit');
    expect(await linesOf(root)).toEqual([
      'spec/routes.yaml:71:22: unknown fragment `favourit` — did you mean `favourite`?',
    ]);
  });

  it('refuses a use without a required argument', async () => {
    const root = withUses();
    edit(root, ROUTES, '{ use: comments, with: { type: 1 } }', '{ use: comments, with: { page: 1 } }');
    expect(await linesOf(root)).toEqual([
      'spec/routes.yaml:75:24: fragment `comments` needs `type` — give it under with: (defined at spec/fragments.yaml:13:5)',
      'spec/routes.yaml:75:42: fragment `comments` takes no `page` — it takes type (defined at spec/fragments.yaml:13:5)',
    ]);
  });

  it('reports a misspelt argument once, where it is written, not again as the one missing', async () => {
    const root = withUses();
    edit(root, ROUTES, '{ use: comments, with: { type: 1 } }', '{ use: comments, with: { typ: 1 } }');
    expect(await linesOf(root)).toEqual([
      'spec/routes.yaml:75:42: fragment `comments` takes no `typ` — did you mean `type`?',
    ]);
  });

  it('checks the expansion like inline YAML, pointing at the use and the definition', async () => {
    const root = withUses(fragments.replace('liked: islike }', 'liked: islikes }'));
    expect(await linesOf(root)).toEqual([
      'spec/routes.yaml:75:17: field `islikes` is not in the comments of `listComments` — did you mean `islike`?; in fragment `comments` at spec/fragments.yaml:19:130',
    ]);
  });

  it('checks the keys written beside a use as part of the expansion', async () => {
    const root = withUses();
    edit(
      root,
      ROUTES,
      '{ use: comments, with: { type: 1 } }',
      '{ use: comments, with: { type: 1 }, comments: { pageSize: 0 } }',
    );
    expect(await linesOf(root)).toEqual(['spec/routes.yaml:75:75: `pageSize` must be >= 1']);
  });

  it('refuses a mistake in the definitions file at its place', async () => {
    const root = withUses(fragments.replace('  comments:\n    params:', '  comments:\n    parms:'));
    const lines = await linesOf(root);
    expect(lines[0]).toBe('spec/fragments.yaml:13:5: unknown key `parms` in fragment — did you mean `params`?');
  });
});

describe('the project spec/fragments.yaml', () => {
  // the study video page's like, favourite and comment thread as they were written before they used the
  // fragments: put back in place of the uses, they generate the same tree
  const INLINE_TOGGLES =
    '              - toggle:\n' +
    '                  field: isFabulous\n' +
    "                  on: { operation: doLikes, params: { joinId: record.id, type: '4', userId: session.userId } }\n" +
    "                  off: { operation: deleteLikes, params: { joinId: record.id, type: '4', userId: session.userId } }\n" +
    '                  labels: [点赞, 已点赞]\n' +
    '                  count: likes\n' +
    '                gate: login\n' +
    '              - toggle:\n' +
    '                  field: isLike\n' +
    "                  on: { operation: doFavorites, params: { joinId: record.id, type: '8', userId: session.userId } }\n" +
    "                  off: { operation: deleteFavorites, params: { joinId: record.id, type: '8', userId: session.userId } }\n" +
    '                  labels: [收藏, 已收藏]\n' +
    '                  toasts: [收藏成功, 取消收藏成功]\n' +
    '                gate: login\n';
  const INLINE_COMMENTS =
    '              - title: 评论\n' +
    '                comments:\n' +
    '                  list: { operation: findCommentByTypeAndId, params: { joinId: record.id, type: 7, userId: session.userId } }\n' +
    '                  pageSize: 10\n' +
    '                  fields: { id: id, avatar: userurl, name: username, text: message, time: befortime, replies: children, likes: likes, liked: islike }\n' +
    "                  submit: { operation: submitComment, params: { joinId: record.id, type: '7', level: '0', userId: session.userId }, text: message }\n" +
    "                  reply: { operation: submitComment, params: { joinId: record.id, type: '7', level: '1', commentId: row.id, userId: session.userId }, text: message }\n" +
    '                  like:\n' +
    "                    on: { operation: doLikes, params: { joinId: row.id, type: '3', userId: session.userId } }\n" +
    "                    off: { operation: deleteLikes, params: { joinId: row.id, type: '3', userId: session.userId } }\n" +
    '                  delete: { operation: deleteMyComment, params: { commentId: row.id, userId: session.userId }, confirm: 确定删除这条评论吗？, when: { row.userId: { eq: session.userId } } }\n' +
    '                  serverMessage: true\n' +
    "                  texts: { placeholder: 说点什么…, submit: 评论, replyPlaceholder: 写下你的回复, empty: 您还没有输入内容哟!, replies: '共{n}条回复', collapse: 收起回复, nameFallback: 昵称, none: 暂无评论 }\n";

  // the article page's thread as it was written before: `disabled` in its place, not merged after the body's keys
  const INLINE_CLOSABLE_COMMENTS =
    '              - title: 评论\n' +
    '                when: { type: 1 }\n' +
    '                comments:\n' +
    '                  list: { operation: findCommentByTypeAndId, params: { joinId: record.id, type: 1, userId: session.userId } }\n' +
    '                  disabled: { commentIsDisable: 1 }\n' +
    '                  pageSize: 10\n' +
    '                  fields: { id: id, avatar: userurl, name: username, text: message, time: befortime, replies: children, likes: likes, liked: islike }\n' +
    "                  submit: { operation: submitComment, params: { joinId: record.id, type: '1', level: '0', userId: session.userId }, text: message }\n" +
    "                  reply: { operation: submitComment, params: { joinId: record.id, type: '1', level: '1', commentId: row.id, userId: session.userId }, text: message }\n" +
    '                  like:\n' +
    "                    on: { operation: doLikes, params: { joinId: row.id, type: '3', userId: session.userId } }\n" +
    "                    off: { operation: deleteLikes, params: { joinId: row.id, type: '3', userId: session.userId } }\n" +
    '                  delete: { operation: deleteMyComment, params: { commentId: row.id, userId: session.userId }, confirm: 确定删除这条评论吗？, when: { row.userId: { eq: session.userId } } }\n' +
    '                  serverMessage: true\n' +
    "                  texts: { placeholder: 说点什么…, submit: 评论, replyPlaceholder: 写下你的回复, empty: 您还没有输入内容哟!, replies: '共{n}条回复', collapse: 收起回复, nameFallback: 昵称, none: 暂无评论 }\n";

  /** The project's spec with `replacements` made in spec/routes.yaml, generated; each `find` must be there. */
  async function generateWith(replacements: [string, string][]): Promise<Record<string, string>> {
    // the project's spec and runtime (the screens and cards are listed, the calls its code makes read as
    // text by the reachability check; nothing is imported)
    const root = tempDir();
    for (const dir of ['spec', 'src']) cpSync(join(PROJECT_ROOT, dir), join(root, dir), { recursive: true });
    let text = readFileSync(join(root, ROUTES), 'utf8');
    for (const [find, replace] of replacements) {
      expect(text).toContain(find);
      text = text.replace(find, replace);
    }
    writeFileSync(join(root, ROUTES), text);
    const outDir = join(mkdtempSync(join(tmpdir(), 'fragments-')), 'generated');
    const result = await generate({ root, outDir });
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic)).toEqual([]);
    return readTree(outDir);
  }

  it('generates what the inline YAML it replaces generated, byte for byte (the study video page)', async () => {
    const uses =
      "              - { use: like, with: { type: '4' } }\n              - { use: favourite, with: { type: '8', field: isLike } }\n";
    const commentsUse = '              - { use: comments, with: { type: 7 } }\n';
    const generated = await generateWith([
      [uses, INLINE_TOGGLES],
      [commentsUse, INLINE_COMMENTS],
    ]);
    expect(generated).toEqual(readTree(join(PROJECT_ROOT, 'generated')));
  });

  it('generates the same page whether a key merged beside a use or was written in its place (the article page)', async () => {
    const use =
      '              - { use: comments, with: { type: 1 }, when: { type: 1 }, comments: { disabled: { commentIsDisable: 1 } } }\n';
    const generated = await generateWith([[use, INLINE_CLOSABLE_COMMENTS]]);
    expect(generated['pages/leaddetail.page.ts']).toBe(
      readFileSync(join(PROJECT_ROOT, 'generated/pages/leaddetail.page.ts'), 'utf8'),
    );
  });
});
