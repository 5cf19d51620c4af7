import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobBody, wantBuyForm } from '../sandbox/valid/market';
import { useBrowser } from './browser';
import { apiAs, logIn, loginCookie } from './members';

// Issue 15 §7: member-written text others see, put in through the product's own API and opened in
// Chromium on the pages that show it. Nothing may run (every payload would set window.__xss or open a
// dialog), no markup may come through as elements, and — the fields being text — no CSP violation.
// A new page is one line in SURFACES.
const { newPage, url, baseUrl } = useBrowser();

/** Payloads that run script if any rendering path turns text into markup or a URL into a link. */
export const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3">',
  '<svg><script>window.__xss=4</script></svg>',
  '<iframe src="javascript:parent.__xss=5"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<a href="javascript:window.__xss=7">链接</a>',
  '<body onload="window.__xss=8">',
  '<details open ontoggle="window.__xss=9">',
  '<input autofocus onfocus="window.__xss=10">',
  '<video><source onerror="window.__xss=11"></video>',
  '<audio src=x onerror="window.__xss=12">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=13">',
  '<object data="javascript:window.__xss=14">',
  '<embed src="javascript:window.__xss=15">',
  '<form><button formaction="javascript:window.__xss=16">提交</button></form>',
  '<div style="background:url(javascript:window.__xss=17)">样式</div>',
  '<marquee onstart="window.__xss=18">',
  '"><img src=x onerror="window.__xss=19">',
  "'><svg/onload=window.__xss=20>",
  '</textarea><script>window.__xss=21</script>',
  '</title><script>window.__xss=22</script>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=23>">',
  '<isindex type=image src=1 onerror=window.__xss=24>',
  '<base href="javascript:/a/-alert(25)///////">',
  'javascript:window.__xss=26',
  '{{constructor.constructor("window.__xss=27")()}}',
  '<img src="x` `<script>window.__xss=28</script>"` `>',
];
const CORPUS = PAYLOADS.join(' ');
/** Short fields (names, titles) take one payload each, cycling through the corpus. */
const short = (i: number) => PAYLOADS[i % PAYLOADS.length].slice(0, 28);

let company: string;
let personal: string;
let companyId: string;
let personalId: string;
beforeAll(async () => {
  ({ cookie: company, id: companyId } = await loginCookie(baseUrl, 'xinyangcha', 1));
  ({ cookie: personal, id: personalId } = await loginCookie(baseUrl, 'chayou', 0));
});

interface Surface {
  /** what a member wrote, as the page shows it */
  field: string;
  /** puts the corpus in through the API, answers the route (path and query) that shows it */
  plant: (marker: string) => Promise<string>;
  /** another member, who reads it (the detail routes are for members) */
  reader: 'chayou' | 'xinyangcha';
}

/** The records a list call answers (data, or page.records), newest first. */
const newest = async (operationId: string, query: Record<string, string>) => {
  const answer = (await apiAs(baseUrl, operationId, { query })) as { id: string }[] | { records: { id: string }[] };
  return Array.isArray(answer) ? answer : answer.records;
};

// One line (or a few) per page that shows member-written text.
const SURFACES: Surface[] = [
  {
    field: 'job description, title, contact and garden name (/ysService/detail)',
    plant: async (marker) => {
      await apiAs(baseUrl, 'createJob', { cookie: company, body: jobBody(companyId, { gzDescribe: `${marker} ${CORPUS}`, contactName: short(1), chayuanName: short(2), jobName: short(6) }) });
      const [mine] = await newest('listJobs', { pageIndex: '1', pageSize: '1', userId: companyId });
      return `/ysService/detail?id=${mine.id}`;
    },
    reader: 'chayou',
  },
  {
    field: 'purchase request texts (/bigDeal/cgdetail)',
    plant: async (marker) => {
      await apiAs(baseUrl, 'releaseWantBuy', { cookie: company, body: wantBuyForm(companyId, { goodDescribe: `${marker} ${CORPUS}`, supplement: CORPUS, goodName: short(3), contacts: short(4) }) });
      const [mine] = await newest('listMyWantBuys', { memberId: companyId, pageIndex: '1', pageSize: '1' });
      return `/bigDeal/cgdetail?id=${mine.id}`;
    },
    reader: 'chayou',
  },
  {
    field: 'a comment on an expert (/chajiService/chajiDetail)',
    plant: async (marker) => {
      const [expert] = await newest('getExpertList', { searchName: '', pageIndex: '1', pageSize: '1' });
      await apiAs(baseUrl, 'saveExpertContent', { cookie: personal, body: { expertId: expert.id, memberid: personalId, content: `${marker} ${CORPUS}`, star: 5, label: ['专业权威'], contentId: '', toMemberId: '' } });
      return `/chajiService/chajiDetail?id=${expert.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'an answer to a question (/leadNews/twdetail)',
    plant: async (marker) => {
      const [question] = await newest('findToutiaoByCondition', { type: '3', pageIndex: '1', pageSize: '1' });
      await apiAs(baseUrl, 'submitAnswer', { cookie: personal, body: { quizId: question.id, userId: personalId, details: `${marker} ${CORPUS}` } });
      return `/leadNews/twdetail?id=${question.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'a comment on a creator\'s work, in comment management (/userysh/commentManage)',
    plant: async (marker) => {
      const [work] = await newest('findToutiaoByCondition', { memberId: personalId, userId: personalId, type: '1', authState: '1', pageIndex: '1', pageSize: '1' });
      await apiAs(baseUrl, 'submitComment', { cookie: company, body: { joinId: work.id, type: '1', message: `${marker} ${CORPUS}`, userId: companyId } });
      return `/userysh/commentManage?work=${work.id}&workType=1`;
    },
    reader: 'chayou',
  },
];

async function opened(page: Page, path: string, marker: string, reader: Surface['reader']): Promise<void> {
  let dialogs = 0;
  page.on('dialog', (d) => { dialogs++; void d.dismiss(); });
  await logIn(page, url, reader, { legal: reader === 'xinyangcha', redirect: path });
  await page.getByText(marker).first().waitFor({ timeout: 8000 }).catch(async (err: Error) => {
    throw new Error(`${path}: ${err.message}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
  });
  // give lazy parts, images and event handlers their chance to run
  await page.mouse.move(300, 400);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'a payload ran').toBeUndefined();
  expect(dialogs, 'a dialog opened').toBe(0);
  expect(await page.locator('main script, main iframe, main object, main embed, main [onerror], main [onload], main [onfocus], main [ontoggle], main a[href^="javascript:"]').count()).toBe(0);
  // the text is shown as text: the markup is on the page verbatim
  expect(await page.locator('body').innerText()).toContain('<img src=x onerror=');
}

describe(`${PAYLOADS.length} payloads in member-written fields`, () => {
  it('the corpus is big enough', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(SURFACES.map((s) => [s.field, s]))('%s: nothing runs', async (_field, surface) => {
    const marker = `XSS-${Date.now()}`;
    const path = await surface.plant(marker);
    await opened(await newPage(), path, marker, surface.reader);
  });
});
