import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { application, DEMO_ACTIVITY, DEMO_CONTEST, today } from '../sandbox/valid/events';
import { newArticle } from '../sandbox/valid/creator';
import { jobBody, offerQuery, wantBuyForm } from '../sandbox/valid/market';
import { useBrowser } from './browser';
import { apiAs, logIn, loginCookie } from './members';

// Issue 15 §7: member-written text others see, put in through the product's own API and opened in
// Chromium on the pages that show it. Nothing may run (every payload would set window.__xss or open a
// dialog), no markup may come through as elements, and no CSP violation may be reported — not even by
// the sanitiser's parse of a hostile article body.
// The surfaces write into a sandbox of their own (its own database), so no other file's lists change.
// A new page is one entry in SURFACES.
const { newPage } = useBrowser();

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
/**
 * The text every surface shows somewhere, so the test can see it came through verbatim. The server takes
 * tags out of member-written plain text on write (spec x-plain-text), so it is the one kind of markup-ish
 * text that survives that: angle brackets, quotes and an entity, which an escaping or decoding mistake on
 * the page would turn into something else.
 */
const SHOWN = `1 < 2 && "&lt;i&gt;" > 'x'`;
/** Short fields (names, titles) take one payload each, cycling through the corpus, cut to fit. */
const short = (i: number, length = 28) => PAYLOADS[i % PAYLOADS.length].slice(0, length);

let sandbox: Sandbox;
let dataDir: string;
const base = () => sandbox.url;
const at = (path: string) => `${base()}/#${path}`;

type Member = Awaited<ReturnType<typeof loginCookie>>;
/** chayou (personal) and xinyangcha (legal person): each surface has one write and the other read. */
const members: Record<'chayou' | 'xinyangcha', Member> = {} as never;
/** chayou's nickname and intro: every page that names her shows them */
const NICKNAME = `茶友${SHOWN}`;
const INTRO = '<svg onload=window.__xss=3>';

const call = (
  operationId: string,
  as: Member | null,
  input: { query?: Record<string, string>; body?: Record<string, unknown> } = {},
) => apiAs(base(), operationId, { ...input, cookie: as?.cookie ?? '' });

/** The records a list call answers (data, or page.records), newest first. */
async function rows(operationId: string, as: Member | null, query: Record<string, string>) {
  const answer = (await call(operationId, as, { query })) as { id: string }[] | { records: { id: string }[] };
  return Array.isArray(answer) ? answer : answer.records;
}

/** The operators' review (a sandbox-only endpoint), as staff would approve a work or an activity. */
async function approve(kind: 'work' | 'activity', id: string) {
  const res = await fetch(`${base()}/__sandbox/review/${kind}?id=${id}&approve=1`, { method: 'POST' });
  expect(res.status, `review ${kind} ${id}`).toBe(200);
}

/** A creator's newest work of a type (1 article, 2 video, 3 question), as work management lists it. */
const newestWork = async (author: Member, type: string) =>
  (
    await rows('findToutiaoByCondition', author, {
      type,
      memberId: author.id,
      userId: author.id,
      pageIndex: '1',
      pageSize: '1',
    })
  )[0];

/** Sends a chat message over the sandbox's chat service (the frames src/features/chat/local-client.ts sends). */
async function chat(from: Member, to: string, messages: { type: string; payload: object }[]): Promise<void> {
  const ws = new WebSocket(`${base().replace('http', 'ws')}/__chat`);
  let next = 0;
  const request = (op: string, args: object) =>
    new Promise<void>((resolve, reject) => {
      const id = ++next;
      const onMessage = (raw: WebSocket.RawData) => {
        const frame = JSON.parse(String(raw)) as { id?: number; ok?: boolean; error?: string };
        if (frame.id !== id) return;
        ws.off('message', onMessage);
        if (frame.ok) resolve();
        else reject(new Error(`${op}: ${frame.error}`));
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, op, args }));
    });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  await request('login', { userID: from.id, userSig: from.usersig });
  for (const m of messages) await request('sendMessage', { to, ...m });
  ws.close();
}

interface Surface {
  /** what a member wrote, as the page shows it */
  field: string;
  /** puts the corpus in through the API, answers the route (path and query) that shows it */
  plant: (marker: string) => Promise<string>;
  /** the member who reads it (the other one wrote it) */
  reader: 'chayou' | 'xinyangcha';
  /** what the reader does to see all of it (open replies, a tab) */
  reveal?: (page: Page) => Promise<void>;
}

const SURFACES: Surface[] = [
  {
    field: 'article title, source, summary and body (HTML), author nickname (/leadNews/leaddetail)',
    plant: async (marker) => {
      const { chayou } = members;
      await call('saveArticle', chayou, {
        body: {
          ...newArticle(chayou.id),
          title: `${marker}${short(0, 20)}`,
          laiYuan: short(3),
          articleDescribe: CORPUS,
          details: `<p>${marker}</p>${CORPUS}`,
        },
      });
      const work = await newestWork(chayou, '1');
      await approve('work', work.id);
      return `/leadNews/leaddetail?id=${work.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'a comment and a reply on an article, commenter nicknames (/leadNews/leaddetail)',
    plant: async (marker) => {
      const { chayou } = members;
      const [article] = await rows('findToutiaoByCondition', null, { type: '1', pageIndex: '1', pageSize: '1' });
      await call('submitComment', chayou, {
        body: { joinId: article.id, type: '1', level: '0', message: `${marker} ${CORPUS}`, userId: chayou.id },
      });
      const comments = (await call('findCommentByTypeAndId', chayou, {
        query: { joinId: article.id, type: '1', userId: chayou.id },
      })) as { id: string; message: string }[];
      const mine = comments.find((c) => c.message.startsWith(marker))!;
      await call('submitComment', chayou, {
        body: {
          joinId: article.id,
          type: '1',
          level: '1',
          commentId: mine.id,
          message: `回复 ${CORPUS}`,
          userId: chayou.id,
        },
      });
      return `/leadNews/leaddetail?id=${article.id}`;
    },
    reader: 'xinyangcha',
    reveal: async (page) => {
      await page.getByRole('button', { name: '共1条回复' }).first().click();
      // the reply as stored: the server took the tags out of the corpus (x-plain-text)
      await page
        .getByText(/^回复 window\.__xss=1/)
        .first()
        .waitFor();
    },
  },
  {
    field: 'a question, an answer to it (/leadNews/twdetail)',
    plant: async (marker) => {
      const { chayou, xinyangcha } = members;
      await call('saveQuiz', chayou, {
        body: {
          details: `${marker}${short(12, 20)}`,
          pictures: '/__sandbox/uploads/q1.png',
          cover: '/__sandbox/uploads/q1.png',
          userId: chayou.id,
        },
      });
      const quiz = await newestWork(chayou, '3');
      await approve('work', quiz.id);
      await call('submitAnswer', xinyangcha, { body: { quizId: quiz.id, userId: xinyangcha.id, details: CORPUS } });
      return `/leadNews/twdetail?id=${quiz.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'a video title (/leadNews/leaddetail?type=2)',
    plant: async (marker) => {
      const { chayou } = members;
      await call('saveVideo', chayou, {
        body: {
          title: `${marker}${short(1, 20)}`,
          label: short(4),
          video: '/__sandbox/uploads/clip.mp4',
          showType: 1,
          userId: chayou.id,
        },
      });
      const video = await newestWork(chayou, '2');
      await approve('work', video.id);
      return `/leadNews/leaddetail?id=${video.id}&type=2`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'author home: nickname, intro and work titles (/leadNews/yshIndex)',
    plant: async (marker) => {
      const { chayou } = members;
      await call('saveArticle', chayou, { body: { ...newArticle(chayou.id), title: `${marker}${short(1, 20)}` } });
      await approve('work', (await newestWork(chayou, '1')).id);
      return `/leadNews/yshIndex?id=${chayou.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'search results: a work title (/search)',
    plant: async (marker) => {
      const { chayou } = members;
      await call('saveArticle', chayou, {
        body: { ...newArticle(chayou.id), title: `${marker}${short(19, 20)}`, articleDescribe: CORPUS },
      });
      await approve('work', (await newestWork(chayou, '1')).id);
      return `/search?search=${marker}&type=0`;
    },
    reader: 'xinyangcha',
  },
  {
    field: "the home page: a recommended creator's nickname (/)",
    plant: async (marker) => {
      const { chayou } = members;
      await call('updateMember', chayou, { body: { id: chayou.id, nickname: `${marker}${NICKNAME}` } });
      return '/';
    },
    reader: 'xinyangcha',
  },
  {
    field: "fans and visitors: a follower's nickname and intro (/user, the followed member's home)",
    plant: async (marker) => {
      const { chayou, xinyangcha } = members;
      await call('updateMember', chayou, { body: { id: chayou.id, nickname: `${marker}${NICKNAME}` } });
      await call('doConcern', chayou, { body: { joinId: xinyangcha.id, type: '3', userId: chayou.id } });
      await call('getMemberInfoByUserId', chayou, { query: { userId: xinyangcha.id, memberId: chayou.id } });
      return '/user';
    },
    reader: 'xinyangcha',
  },
  {
    field: 'job description, title, contact and garden name (/ysService/detail)',
    plant: async (marker) => {
      const { xinyangcha } = members;
      await call('createJob', xinyangcha, {
        body: jobBody(xinyangcha.id, {
          gzDescribe: `${marker} ${CORPUS}`,
          contactName: short(1),
          chayuanName: short(2),
          jobName: short(6),
        }),
      });
      const [mine] = await rows('listJobs', xinyangcha, { pageIndex: '1', pageSize: '1', userId: xinyangcha.id });
      return `/ysService/detail?id=${mine.id}`;
    },
    reader: 'chayou',
  },
  {
    field: 'purchase request texts (/bigDeal/cgdetail)',
    plant: async (marker) => {
      const { xinyangcha } = members;
      await call('releaseWantBuy', xinyangcha, {
        body: wantBuyForm(xinyangcha.id, {
          goodDescribe: `${marker} ${CORPUS}`,
          supplement: CORPUS,
          goodName: short(3),
          contacts: short(4),
        }),
      });
      const [mine] = await rows('listMyWantBuys', xinyangcha, {
        memberId: xinyangcha.id,
        pageIndex: '1',
        pageSize: '1',
      });
      return `/bigDeal/cgdetail?id=${mine.id}`;
    },
    reader: 'chayou',
  },
  {
    field: "an offer on a purchase request: business and contact (/user/myProcuresj, the buyer's bidders)",
    plant: async (marker) => {
      const { chayou, xinyangcha } = members;
      await call('releaseWantBuy', xinyangcha, { body: wantBuyForm(xinyangcha.id, { goodName: '信阳红·收报价' }) });
      const [request] = await rows('listMyWantBuys', xinyangcha, {
        memberId: xinyangcha.id,
        pageIndex: '1',
        pageSize: '1',
      });
      await call('makeOffer', chayou, {
        query: { ...offerQuery(chayou.id, request.id), business: `${marker}${SHOWN}`, people: short(5) },
      });
      return `/user/myProcuresj?id=${request.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'goods on offer: contact and description (/bigDeal/prodetail)',
    plant: async (marker) => {
      const { xinyangcha } = members;
      await call('releaseSourceGoods', xinyangcha, {
        body: {
          memberId: xinyangcha.id,
          people: short(6),
          phone: '13800000002',
          detailedInformation: `${marker} ${CORPUS}`,
          imgs: '/__sandbox/uploads/a.png',
        },
      });
      const [mine] = await rows('listMyReleases', xinyangcha, {
        memberId: xinyangcha.id,
        pageIndex: '1',
        pageSize: '1',
      });
      return `/bigDeal/prodetail?id=${mine.id}`;
    },
    reader: 'chayou',
  },
  {
    field: 'a festival application: name, sponsor, address, introduction (HTML) (/chaCulture/hddetail)',
    plant: async (marker) => {
      const { xinyangcha } = members;
      await call('saveActivity', xinyangcha, {
        body: application(xinyangcha.id, today(), {
          name: `${marker}${short(7)}`,
          sponsor: SHOWN,
          address: short(8),
          details: CORPUS,
        }),
      });
      const [pending] = await rows('getPcActivityList', xinyangcha, {
        enterpriseId: xinyangcha.id,
        checkStatus: '0',
        pageNo: '1',
        pageSize: '1',
      });
      await approve('activity', pending.id);
      return `/chaCulture/hddetail?id=${pending.id}`;
    },
    reader: 'chayou',
  },
  {
    field: "an exhibitor's name and person in charge (/chaCulture/showRoom)",
    plant: async (marker) => {
      const { xinyangcha } = members;
      const activities = await rows('getPcActivityList', null, { pageNo: '1', pageSize: '100' });
      const activity = (activities as { id: string; name: string }[]).find(
        (a) => a.name === DEMO_ACTIVITY.exhibitorsWanted,
      )!;
      await call('activitySignUp', xinyangcha, {
        body: {
          activityId: activity.id,
          memberId: xinyangcha.id,
          chargeperson: SHOWN,
          phone: '13800000002',
          name: `${marker}${short(9)}`,
          companyPic: '/__sandbox/uploads/licence.png',
          coverPic: '/__sandbox/uploads/booth.png',
        },
      });
      return `/chaCulture/showRoom?id=${activity.id}`;
    },
    reader: 'chayou',
  },
  {
    field: 'a contest entry: name and introduction (HTML) (/pbSelection/toupiaoDetail)',
    plant: async (marker) => {
      const { chayou } = members;
      const contests = (await rows('getContestList', null, { pageNo: '1', pageSize: '100' })) as {
        id: string;
        name: string;
      }[];
      const contest = contests.find((c) => c.name === DEMO_CONTEST.signingUp)!;
      await call('saveContestant', chayou, {
        body: {
          userId: chayou.id,
          activityId: contest.id,
          coverPic: '/__sandbox/uploads/garden.png',
          name: `${marker}${SHOWN}`,
          contacts: short(10),
          idcard: '411502199005121234',
          phone: '13800000001',
          details: CORPUS,
          fileList: [{ path: '/__sandbox/uploads/g1.png', type: 1 }],
        },
      });
      const entries = (await rows('getContestantList', null, {
        activityId: contest.id,
        name: marker,
        pageNo: '1',
        pageSize: '1',
      })) as { id: string }[];
      return `/pbSelection/toupiaoDetail?id=${entries[0].id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: 'a comment on an expert (/chajiService/chajiDetail)',
    plant: async (marker) => {
      const { chayou } = members;
      const [expert] = await rows('getExpertList', null, { searchName: '', pageIndex: '1', pageSize: '1' });
      await call('saveExpertContent', chayou, {
        body: {
          expertId: expert.id,
          memberid: chayou.id,
          content: `${marker} ${CORPUS}`,
          star: 5,
          label: ['专业权威'],
          contentId: '',
          toMemberId: '',
        },
      });
      return `/chajiService/chajiDetail?id=${expert.id}`;
    },
    reader: 'xinyangcha',
  },
  {
    field: "a comment on a creator's work, in comment management (/userysh/commentManage)",
    plant: async (marker) => {
      const { chayou, xinyangcha } = members;
      const [work] = await rows('findToutiaoByCondition', chayou, {
        type: '1',
        memberId: chayou.id,
        userId: chayou.id,
        authState: '1',
        pageIndex: '1',
        pageSize: '1',
      });
      await call('submitComment', xinyangcha, {
        body: { joinId: work.id, type: '1', message: `${marker} ${CORPUS}`, userId: xinyangcha.id },
      });
      return `/userysh/commentManage?work=${work.id}&workType=1`;
    },
    reader: 'chayou',
  },
  {
    field: 'chat: a text and an order card (/user/chat)',
    plant: async (marker) => {
      const { chayou, xinyangcha } = members;
      await chat(chayou, xinyangcha.id, [
        {
          type: 'custom',
          payload: {
            data: 'order',
            description: SHOWN,
            extension: JSON.stringify({ 订单号: short(11), 商品: CORPUS }),
          },
        },
        { type: 'text', payload: { text: `${marker} ${CORPUS}` } },
      ]);
      return `/user/chat?to=${chayou.id}`;
    },
    reader: 'xinyangcha',
    // the conversation opens on its latest message (seed 1 §9); the order card is the one before
    reveal: async (page) => {
      await page.getByRole('button', { name: '查看更多消息' }).click();
      await page.getByText(/^订单号：/).waitFor();
    },
  },
];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tea-xss-'));
  sandbox = await startSandbox({
    port: 0,
    dataDir,
    distDir: process.env.E2E_DIST ?? 'dist',
    log: false,
    smsResendMs: 0,
    sandboxEndpoints: true,
  });
  members.chayou = await loginCookie(base(), 'chayou', 0);
  members.xinyangcha = await loginCookie(base(), 'xinyangcha', 1);
  // chayou's name and intro carry payloads on every page that names her
  await call('updateMember', members.chayou, { body: { id: members.chayou.id, nickname: NICKNAME } });
  await call('updatePersonInfo', members.chayou, { body: { id: members.chayou.id, personInfo: INTRO } });
});
afterAll(async () => {
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The reader's page: logged in on the login page the first time, then the same tab reloaded at the next address (the
 * session lives in the tab). A member keeps at most `maxSessions` logins (spec/openapi.yaml): a new login per surface
 * would end the API sessions the surfaces write with.
 */
const readers = new Map<Surface['reader'], { page: Page; dialogs: number }>();
async function readerPage(reader: Surface['reader'], path: string): Promise<{ page: Page; dialogs: number }> {
  const known = readers.get(reader);
  if (known) {
    await known.page.goto(at(path));
    await known.page.reload();
    known.dialogs = 0;
    return known;
  }
  const page = await newPage();
  const tab = { page, dialogs: 0 };
  page.on('dialog', (d) => {
    tab.dialogs++;
    void d.dismiss();
  });
  await logIn(page, at, reader, { legal: reader === 'xinyangcha', redirect: path });
  readers.set(reader, tab);
  return tab;
}

async function opened(path: string, marker: string, surface: Surface): Promise<void> {
  const tab = await readerPage(surface.reader, path);
  const { page } = tab;
  await page
    .getByText(marker)
    .first()
    .waitFor({ timeout: 8000 })
    .catch(async (err: Error) => {
      throw new Error(`${path}: ${err.message}\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
    });
  await surface.reveal?.(page);
  // give lazy parts, images and event handlers their chance to run
  await page.mouse.move(300, 400);
  await page.waitForTimeout(800);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'a payload ran').toBeUndefined();
  expect(tab.dialogs, 'a dialog opened').toBe(0);
  expect(
    await page
      .locator(
        'main script, main iframe, main object, main embed, main [onerror], main [onload], main [onfocus], main [ontoggle], main a[href^="javascript:"]',
      )
      .count(),
  ).toBe(0);
  // the text is shown as text: the markup is on the page verbatim
  expect(await page.locator('body').innerText()).toContain(SHOWN);
}

describe(`${PAYLOADS.length} payloads in member-written fields`, () => {
  it('the corpus is big enough', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it.each(SURFACES.map((s) => [s.field, s]))('%s: nothing runs', async (_field, surface) => {
    const marker = `X${Date.now().toString(36).slice(-6)}`;
    const path = await surface.plant(marker);
    await opened(path, marker, surface);
  });
});
