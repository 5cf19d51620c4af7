import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../sandbox/harness';
import { toast, useBrowser } from './browser';
import { logIn } from './members';

// 门票详情 (seed 2 §2.2 Tickets) on chayou's demo vouchers (sandbox/areas/events/seed-festival.ts): the
// sandbox checks a voucher in once, only while its activity runs (status 3), and refuses otherwise.
// There is no maps key here, so the map dialog shows its offline fallback.
const { newContext, newPage, url, baseUrl } = useBrowser();

interface Ticket {
  id: string;
  name: string;
  status: number;
  clockStatus: number;
  sponsor: string;
  address: string;
  startTime: string;
  endTime: string;
}

const UPCOMING = '商城县高山云雾茶品鉴会'; // starts in 20 days: 报名中
const RUNNING = '第三十二届信阳茶文化节开幕式'; // began yesterday, chayou has not checked in

// chayou's session cookie once logged in: the voucher list is the member's own (x-access self)
let cookie = '';
async function apiGet<T>(path: string, query: Record<string, string>): Promise<T> {
  const res = await fetch(`${baseUrl}${path}?${new URLSearchParams(query)}`, {
    headers: { ...signedHeaders(Date.now()), ...(cookie && { cookie }) },
  });
  cookie ||= res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return (await res.json()) as T;
}

const loginTo = (page: Page, path: string) => logIn(page, url, 'chayou', { redirect: path });

const isCheckIn = (r: Request) =>
  r.method() === 'PUT' && r.url().includes('/api/yscy/tea/culture/festival/activity/vouchers');

let userId: string;
let tickets: Map<string, Ticket>;

beforeAll(async () => {
  const login = await apiGet<{ data: { id: string } }>('/api/login/loginOrRegister', {
    username: 'chayou',
    userpass: 'Tea12345',
    isCompany: '0',
  });
  userId = login.data.id;
  const list = await apiGet<{ page: { records: Ticket[] } }>(
    '/api/yscy/tea/culture/festival/activity/vouchers/page/list',
    {
      userId,
      pageIndex: '1',
      pageSize: '100',
    },
  );
  tickets = new Map(list.page.records.map((t) => [t.name, t]));
});

describe('ticket detail', () => {
  it('shows the activity, its intro and the map (no made-up visitor charts), and passes on the refusal of an early check-in', async () => {
    const ticket = tickets.get(UPCOMING)!;
    expect(ticket).toMatchObject({ status: 2, clockStatus: 0 });
    const page = await newPage();
    await loginTo(page, `/user/myTicketXQ?id=${ticket.id}`);

    await page.getByRole('heading', { level: 1, name: UPCOMING }).waitFor();
    await page.getByText('报名中', { exact: true }).waitFor();
    const card = page.getByRole('article', { name: UPCOMING });
    expect(await card.getByRole('term').allTextContents()).toEqual(['主办方', '活动时间', '活动地址']);
    expect(await card.getByRole('definition').allTextContents()).toEqual([
      ticket.sponsor,
      `${ticket.startTime} 至 ${ticket.endTime}，每天 08:30–17:30`,
      ticket.address,
    ]);
    await card.getByRole('heading', { level: 2, name: '活动介绍' }).waitFor();
    await page.getByText(/欢迎茶友、茶企和游客参加/).waitFor();
    // the back end answers no figures for an activity: the seed's placeholder charts are not drawn
    expect(await page.getByRole('figure').count()).toBe(0);
    expect(await page.getByText(/示例数据|活动数据/).count()).toBe(0);

    await page.getByRole('button', { name: '查看地图' }).click();
    const dialog = page.getByRole('dialog', { name: '查看位置' });
    await dialog.getByText('地图服务暂不可用').waitFor();
    expect(await dialog.getByLabel('详细地址').inputValue()).toBe(ticket.address);
    // no coordinates on an activity: the seat of 商城县, the district its address names
    expect(await dialog.getByLabel('经度').inputValue()).toBe('115.4069');
    expect(await dialog.getByLabel('纬度').inputValue()).toBe('31.7987');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // geolocation not granted: the check-in carries the activity's position
    const [request] = await Promise.all([
      page.waitForRequest(isCheckIn),
      page.getByRole('button', { name: '打卡', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ businessId: ticket.id, userId, jingdu: 115.4069, weidu: 31.7987 });
    await toast(page, '活动尚未开始，暂不能打卡').waitFor();
    expect(await page.getByRole('button', { name: '打卡', exact: true }).isEnabled()).toBe(true);
  });

  it('checks in once at the browser position while the activity runs, and shows 已打卡 from then on', async () => {
    const ticket = tickets.get(RUNNING)!;
    expect(ticket).toMatchObject({ status: 3, clockStatus: 0 });
    const context = await newContext();
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation({ longitude: 114.0712, latitude: 32.1203 });
    const page = await newPage(context);
    await loginTo(page, `/user/myTicketXQ?id=${ticket.id}`);
    await page.getByText('进行中', { exact: true }).waitFor();

    const [request] = await Promise.all([
      page.waitForRequest(isCheckIn),
      page.getByRole('button', { name: '打卡', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({ businessId: ticket.id, userId, jingdu: 114.0712, weidu: 32.1203 });
    await toast(page, '打卡成功').waitFor();
    expect(await page.getByRole('button', { name: '已打卡' }).isDisabled()).toBe(true);

    await page.reload();
    expect(await page.getByRole('button', { name: '已打卡' }).isDisabled()).toBe(true);
  });
});
