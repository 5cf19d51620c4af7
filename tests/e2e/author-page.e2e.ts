import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { apiAs, logIn, loginCookie } from './members';

// The author page with a picture (seed 3 §2.3; issue 34 item 1): the picture left the name no width — one
// character a line over 作者主页 and the tabs — and 已关注 / 咨询 floated over the first article.
const { newPage, newContext, url, baseUrl } = useBrowser();

/** 天目山茶园, a seeded member with a picture (one of 信阳茶叶's invitees). */
async function authorWithPicture(): Promise<{ id: string; nickname: string }> {
  const { cookie, id } = await loginCookie(baseUrl, 'xinyangcha', 1);
  const page = (await apiAs(baseUrl, 'listInvitedUsers', {
    query: { pageIndex: '1', pageSize: '50', userId: id },
    cookie,
  })) as { records: { id: string; nickname: string; headurl?: string }[] };
  const author = page.records.find((r) => r.nickname === '天目山茶园')!;
  expect(author.headurl).toBeTruthy();
  return author;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

describe('the author page of an author with a picture', () => {
  for (const width of [1366, 1920]) {
    it(`at ${width} px the name is one line beside nothing it covers, and the buttons sit in the card`, async () => {
      const author = await authorWithPicture();
      const page = await newPage(await newContext({ viewport: { width, height: 900 } }));
      await logIn(page, url, 'chayou', { redirect: `/leadNews/yshIndex?id=${author.id}` });
      const card = page.getByRole('article', { name: author.nickname });
      const name = card.getByRole('heading', { name: author.nickname });
      await name.waitFor();
      await card.getByRole('img', { name: author.nickname }).waitFor();
      const nameBox = await box(name);
      // one line: no taller than two of its characters, and as wide as its five
      expect(nameBox.height).toBeLessThan(60);
      expect(nameBox.width).toBeGreaterThan(80);
      const cardBox = await box(card);
      const heading = await box(page.getByRole('heading', { name: '作者主页', level: 1 }));
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(heading.x);
      for (const label of [/^(关注|已关注)$/, /^咨询$/]) {
        const button = await box(card.getByRole('button', { name: label }));
        expect(button.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(button.x + button.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        expect(button.y + button.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
      }
    });
  }
});
