import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { field, logIn } from './members';

// The keyboard: menus and dialogs opened, kept and left from it, and a focus ring on every stop. axe-core's WCAG
// 2.1 A and AA rules over every route (as a visitor the public routes, as a member the member's) are judged on the
// desktop layout-shift walks' cold load of each route (layout-shift-*-desktop.e2e.ts), the page they open anyway.
const { newContext, newPage, url } = useBrowser();

/**
 * Tabs through the page's first `stops` focus stops and answers those that show no focus: the pixels
 * around the element (its outline included) the same focused and not.
 */
async function unseenFocus(page: Page, stops: number): Promise<string[]> {
  const unseen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const box = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e || e === document.body) return null;
      e.scrollIntoView({ block: 'center' });
      const r = e.getBoundingClientRect();
      return {
        x: Math.max(0, r.x - 4),
        y: Math.max(0, r.y - 4),
        width: r.width + 8,
        height: r.height + 8,
        name: `${e.tagName.toLowerCase()} ${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 20)}`,
      };
    });
    if (!box || box.width <= 8 || box.height <= 8) continue;
    const { name, ...clip } = box;
    await page.waitForTimeout(120); // transitions of the focus ring and MUI's ripple
    const focused = await page.screenshot({ clip, animations: 'disabled' });
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const plain = await page.screenshot({ clip, animations: 'disabled' });
    await page.evaluate(
      ({ x, y }) =>
        (document.elementFromPoint(x, y) as HTMLElement | null)
          ?.closest<HTMLElement>('a, button, input, select, textarea, [tabindex]')
          ?.focus(),
      { x: clip.x + clip.width / 2, y: clip.y + clip.height / 2 },
    );
    if (focused.equals(plain)) unseen.push(name);
  }
  return unseen;
}

describe('keyboard', () => {
  it('the phone menu opens from the keyboard, keeps the focus inside, closes on Escape and gives the focus back', async () => {
    const page = await newPage(
      await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    );
    await page.goto(url('/'));
    // hidden from screen readers while the menu is open (the modal hides what is behind it)
    const button = page.getByRole('button', { name: '菜单', exact: true, includeHidden: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: '菜单' });
    await menu.waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');

    // following an entry closes the menu where it leads
    await button.click();
    await menu.getByRole('navigation', { name: '导航', exact: true }).getByRole('link', { name: '云赏头条' }).click();
    await page.waitForURL(/#\/leadNews\/tjlist$/);
    await menu.waitFor({ state: 'detached' });
  });

  it('a form dialog opens from the keyboard, keeps the focus inside, and Escape gives it back to its button', async () => {
    const page = await newPage();
    await logIn(page, url, 'chayou', { redirect: '/user/zgzgMypub' });
    const button = page.getByRole('button', { name: '添加下级' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '添加下级' });
    await dialog.waitFor();
    await dialog.getByLabel(field('姓名')).waitFor();
    const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    await expect.poll(focusInside).toBe(true);
    // MUI's trap sends the focus back in from its sentinels as they take it: within the frame, not at once
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      await expect.poll(focusInside, { timeout: 1_000 }).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('the centres fold their menu on a phone behind a button naming the page', async () => {
    const page = await newPage(
      await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    );
    await logIn(page, url, 'chayou', { redirect: '/user/myJifen' });
    const menu = page.getByRole('navigation', { name: '个人中心' });
    const toggle = menu.getByRole('button', { name: /^个人中心：我的积分/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.getByRole('link', { name: '我的收藏' }).isVisible()).toBe(false);
    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: '我的收藏' }).click();
    await page.waitForURL(/#\/user\/mySC/);
    expect(await menu.getByRole('button', { name: /^个人中心：我的收藏/ }).getAttribute('aria-expanded')).toBe('false');
  });

  it('every stop of the home page and of a form shows where the focus is', async () => {
    const page = await newPage();
    await page.goto(url('/'));
    await page.getByRole('main').waitFor();
    expect(await unseenFocus(page, 70)).toEqual([]);
    await logIn(page, url, 'chayou', { redirect: '/aboutLiuyan' });
    await page.getByRole('main').getByRole('textbox').first().waitFor();
    await page
      .getByRole('main')
      .focus()
      .catch(() => undefined);
    expect(await unseenFocus(page, 40)).toEqual([]);
  }, 120_000);
});
