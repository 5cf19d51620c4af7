import { describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { logIn, phoneOf, registerMember } from './members';

// Expert consultation over the product API: the pop-up exchanges messages by polling every 2 s while
// it is open, and stops polling when it closes (seed 3 §2.5, §7).
const { newPage, url, baseUrl } = useBrowser();

describe('expert consultation', () => {
  it('sends a question, receives the answer by polling, and stops polling on close', async () => {
    const page = await newPage();
    const polls: number[] = [];
    page.on('request', (r) => r.url().includes('/api/cjfw/contentNewDetail') && polls.push(Date.now()));
    const experts = await fetch(`${baseUrl}/api/cjfw/expertList?pageIndex=1&pageSize=8`, {
      headers: signedHeaders(Date.now()),
    });
    const expertId = ((await experts.json()) as { page: { records: { id: string }[] } }).page.records[0].id;
    // a new member: the expert greets a member's first question of the day, and other files consult too
    const phone = phoneOf('137', 3);
    await registerMember(baseUrl, phone);
    await logIn(page, url, phone, { password: 'Green2024', redirect: `/chajiService/chajiDetail?id=${expertId}` });
    // the expert's reviews (rating, tags, replies)
    await page.getByRole('region', { name: '用户评价' }).getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: '在线咨询' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^请输入要发送的消息$/ })
      .first()
      .waitFor();
    await dialog.getByLabel(/^消息/).fill('明前茶什么时候采摘最好？');
    const sentAt = Date.now();
    await dialog.getByRole('button', { name: '发送', exact: true }).click();
    const log = dialog.getByRole('log', { name: '咨询记录' });
    await log.getByText('明前茶什么时候采摘最好？').waitFor();
    // the sandbox answers for the expert; the answer arrives through the 2-second poll
    await log.getByText(/已收到您的咨询/).waitFor({ timeout: 8000 });
    expect(polls.filter((t) => t > sentAt).length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const afterClose = polls.length;
    await page.waitForTimeout(4500);
    expect(polls.length).toBe(afterClose);

    // the favourite toggle flips in place
    const favourite = page.getByRole('button', { name: /^(收藏|已收藏)$/ });
    const was = (await favourite.getAttribute('aria-pressed')) === 'true';
    await favourite.click();
    await toast(page, was ? '取消收藏成功' : '收藏成功').waitFor();
    expect(await favourite.getAttribute('aria-pressed')).toBe(String(!was));
  });
});
