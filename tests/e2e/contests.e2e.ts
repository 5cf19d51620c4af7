import { describe, expect, it } from 'vitest';
import { signedHeaders, spec } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { field, logIn, phoneOf, png, registerMember } from './members';

// 评比评选 as YAML pages (seed 3 §2.8, §4, §9): a contest's buttons by status, voting once per contestant
// with the list read again after 1 s, and the ranking's score = votes × 0.4 + expert score × 0.6.
const { newPage, url, baseUrl } = useBrowser();

/** The records of a paged public answer. */
async function records<T>(operationId: string, query: Record<string, string>): Promise<T[]> {
  const op = spec.operations.find((o) => o.operationId === operationId)!;
  const res = await fetch(`${baseUrl}${op.path}?${new URLSearchParams(query)}`, {
    method: op.method.toUpperCase(),
    headers: signedHeaders(Date.now()),
  });
  return ((await res.json()) as { page: { records: T[] } }).page.records;
}

interface Contest {
  id: string;
  name: string;
  status: number;
}
interface Ranked {
  id: string;
  name: string;
  rank: number;
  number: number;
  score: number;
  expertScore: number;
}

describe('contests', () => {
  it('a member votes once for a contestant while the contest votes; the ranking follows the 4:6 rule', async () => {
    const [voting] = await records<Contest>('getContestList', { pageNo: '1', pageSize: '50', status: '2' });
    const page = await newPage();
    // a new member, who has voted for nobody yet
    const phone = phoneOf('139', 5);
    await registerMember(baseUrl, phone);
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/pbSelection/detail?id=${voting.id}` });
    await page.getByRole('heading', { name: voting.name, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: '查看结果' }).count()).toBe(0);
    await page.getByRole('button', { name: '投票' }).click();
    await page.waitForURL(/toupiaoList\?id=/);

    const contestants = page.getByRole('list', { name: '投票' }).getByRole('listitem');
    await expect.poll(() => contestants.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await contestants.count()).toBeLessThanOrEqual(8);
    const first = contestants.first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: '投票' }).click();
    await toast(page, '投票成功').waitFor();
    const voted = page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: '已投票' });
    await voted.waitFor({ timeout: 10_000 });
    expect(await voted.isDisabled()).toBe(true);

    // the ranking: each score from the sandbox's own numbers, recomputed here
    const ranked = await records<Ranked>('getContestRanking', { activityId: voting.id, pageNo: '1', pageSize: '1000' });
    const top = Math.max(...ranked.map((r) => r.number), 1);
    for (const r of ranked) expect(r.score).toBeCloseTo((r.number / top) * 10 * 0.4 + r.expertScore * 0.6, 1);
    await page.goto(url(`/pbSelection/ranking?id=${voting.id}`));
    await page.getByText('综合得分 = 观众投票得分 × 40% + 专家评分 × 60%（满分 10 分），得分高者在前。').waitFor();
    const podium = page.getByRole('list', { name: '前三名' }).getByRole('listitem');
    await expect.poll(() => podium.count(), { timeout: 10_000 }).toBe(Math.min(3, ranked.length));
    expect(await podium.first().innerText()).toContain(`第1名 ${ranked[0].name}`);
    if (ranked.length > 3) await page.getByText(`04  ${ranked[3].name}`).waitFor();
  });
});

describe('contest sign-up', () => {
  it('a member signs up while the contest signs up: at most three media, 报名成功, the dialog closes and the detail stays', async () => {
    const [open] = await records<Contest>('getContestList', { pageNo: '1', pageSize: '50', status: '1' });
    const phone = phoneOf('139', 6);
    await registerMember(baseUrl, phone);
    const page = await newPage();
    await page.goto(url('/pbSelection?status=1'));
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/pbSelection/detail?id=${open.id}` });
    await page.getByRole('heading', { name: open.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: '报名', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '报名' });
    const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: png(8, 8, [90, 160, 90]) });
    await dialog.locator('#root_coverPic').setInputFiles(picture('封面.png'));
    await dialog.getByLabel(field('参赛名称')).fill('光山云雾·明前');
    await dialog.getByLabel(field('联系人')).fill('陈晓');
    await dialog.getByLabel(field('身份证号')).fill('411522199001011234');
    await dialog.getByLabel(field('联系方式')).fill('13912340000');
    await dialog.getByLabel(field('参赛介绍')).fill('高山云雾茶园，明前手工采摘。');
    await dialog.getByRole('button', { name: '提交报名' }).click();
    await toast(page, '请上传介绍图片或视频').waitFor();
    // four files at once: refused, nothing uploaded
    const media = dialog.locator('#root_fileList');
    await media.setInputFiles([1, 2, 3, 4].map((n) => picture(`介绍${n}.png`)));
    await toast(page, '最多上传三张').waitFor();
    expect(await dialog.getByRole('img', { name: /介绍图片或视频/ }).count()).toBe(0);
    await media.setInputFiles([1, 2, 3].map((n) => picture(`介绍${n}.png`)));
    await expect.poll(() => dialog.getByRole('img', { name: /介绍图片或视频/ }).count(), { timeout: 10_000 }).toBe(3);
    // full: no more can be added
    expect(await dialog.getByRole('button', { name: '上传图片或视频' }).count()).toBe(0);
    await dialog.getByRole('button', { name: '提交报名' }).click();
    await toast(page, '报名成功').waitFor();
    // "back after 1 s" (seed 3 §4) closes the dialog: the member stays on the detail, not on the list
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1500);
    expect(page.url()).toContain(`#/pbSelection/detail?id=${open.id}`);
    const entered = page.getByRole('button', { name: '报名中' });
    await entered.waitFor();
    expect(await entered.isDisabled()).toBe(true);
  });
});
