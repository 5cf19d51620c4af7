import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { logIn } from './members';

// 大宗交易 as a YAML page (seed 3 §2.6, §4): the banner turns by itself every 3 s, the purchase dynamics
// grow when scrolled to their end (after 1 s), and the two tabs page by 4.
const { newPage, url } = useBrowser();

describe('trade hall', () => {
  it('turns the banner, grows the dynamics, and pages purchase requests and goods', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal' });
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    const first = await carousel.getAttribute('data-index');
    await page.mouse.move(0, 0);
    await expect.poll(() => carousel.getAttribute('data-index'), { timeout: 8_000, interval: 500 }).not.toBe(first);

    const wants = page.getByRole('list', { name: '我要买' }).getByRole('listitem');
    await expect.poll(() => wants.count(), { timeout: 10_000 }).toBe(4);
    await page.getByRole('tab', { name: '我有货' }).click();
    const goods = page.getByRole('list', { name: '我有货' }).getByRole('listitem');
    await expect.poll(() => goods.count(), { timeout: 10_000 }).toBe(4);

    const dynamics = page.getByRole('list', { name: '采购动态' }).getByRole('listitem');
    await expect.poll(() => dynamics.count(), { timeout: 10_000 }).toBe(7);
    await dynamics.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => dynamics.count(), { timeout: 10_000 }).toBeGreaterThan(7);
  });
});

describe('goods detail', () => {
  it('reveals the phone, and reads the goods again when another of 他还发布了 is opened', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/bigDeal?tab=2' });
    const goods = page.getByRole('list', { name: '我有货' }).getByRole('listitem');
    await goods.first().getByRole('link').click();
    await page.waitForURL(/prodetail\?id=/);
    const first = page.url();
    const card = page.getByRole('article', { name: /的供应$/ });
    await card.waitFor();
    expect(await card.innerText()).toContain('****');
    await page.getByRole('button', { name: '查看电话' }).click();
    await expect.poll(async () => (await card.innerText()).includes('****'), { timeout: 5_000 }).toBe(false);
    const others = page.getByRole('list', { name: '他还发布了' }).getByRole('listitem');
    await expect.poll(() => others.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    const before = await card.innerText();
    await others.nth(1).getByRole('link').click();
    await page.waitForURL((u) => u.href !== first);
    await expect.poll(() => card.innerText(), { timeout: 10_000 }).not.toBe(before);
  });
});
