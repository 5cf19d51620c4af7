// @vitest-environment node
// The bulk trade hall and the tea-farmer loan as the portal drives them: purchase requests with their
// offer window, offers made and changed, bidders, goods behind the real-name gate, dynamics, banners,
// deletes, and the loan's one-application rule (code 105).
import dayjs from 'dayjs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TOWNSHIPS } from '../../sandbox/areas/market/townships.js';
import {
  loginAs,
  register,
  signedHeaders,
  spec,
  startTestSandbox,
  type TestSandbox,
  FORBIDDEN,
  VISITOR,
} from './harness.js';
import { loanQuery, offerQuery, wantBuyForm } from './valid/market.js';

interface WantBuy {
  id: string;
  goodName: string;
  offerHaveTime: string;
  isOffer: number;
  memberNickName: string;
}

let s: TestSandbox;
let personal: string;
let company: string;
beforeAll(async () => {
  s = await startTestSandbox();
  personal = (await loginAs(s, 'personal')).id;
  company = (await loginAs(s, 'company')).id;
});
afterAll(() => s.close());

const refused = (msg: string) => ({ code: 500, msg });
const DAY = 86_400_000;
const list = async (operationId: string, query: Record<string, string | number>) => {
  const { data, total } = (await s.call(operationId, { query })).body as unknown as {
    data: Record<string, unknown>[];
    total: number;
  };
  return { data, total };
};
const wantBuy = async (id: string) => (await s.call('getWantBuy', { query: { id } })).body;
const newest = async (memberId: string) => (await list('listMyWantBuys', { memberId })).data[0] as unknown as WantBuy;

describe('purchase requests', () => {
  it('pages the hall four at a time and a member’s own six at a time, more than two pages each', async () => {
    const hall = await list('listWantBuys', { pageIndex: 1, pageSize: 4 });
    expect(hall.data).toHaveLength(4);
    expect(hall.total).toBeGreaterThan(8);
    const mine = await list('listMyWantBuys', { memberId: company, pageIndex: 3, pageSize: 6 });
    expect(mine.total).toBeGreaterThan(12);
    expect(mine.data).toHaveLength(mine.total - 12);
  });

  it('counts the days left to offer, the end date included, and closes at 0天', async () => {
    const all = (await list('listWantBuys', { pageSize: 100 })).data as unknown as WantBuy[];
    expect(all.filter((w) => w.offerHaveTime === '0天').length).toBeGreaterThan(0);
    for (const w of all) expect(w.isOffer).toBe(w.offerHaveTime === '0天' ? 0 : 1);
    expect((await wantBuy('wantbuy-01')).data).toMatchObject({ memberNickName: '信阳毛尖茶业有限公司', isOffer: 1 });
  });

  it('publishes, changes and deletes a request of one’s own, and writes a dynamic', async () => {
    expect((await s.call('releaseWantBuy', { body: wantBuyForm(company, { goodName: '信阳红·一级' }) })).body).toEqual({
      code: 200,
      msg: '发布成功',
    });
    const created = await newest(company);
    expect(created).toMatchObject({ goodName: '信阳红·一级', isOffer: 1 });
    const [dynamic] = (await list('listPurchaseDynamics', { pageSize: 7 })).data;
    expect(dynamic).toMatchObject({
      purchaseId: created.id,
      title: '信阳毛尖茶业有限公司 发布采购：信阳红·一级 300斤',
    });

    const change = { ...wantBuyForm(company, { goodName: '信阳红·特级' }), id: created.id };
    expect((await s.call('releaseWantBuy', { body: { ...change, memberId: personal } })).body).toEqual(FORBIDDEN);
    expect((await s.call('releaseWantBuy', { body: change })).body).toEqual({ code: 200, msg: '修改成功' });
    expect((await wantBuy(created.id)).data).toMatchObject({ goodName: '信阳红·特级' });

    expect((await s.call('deleteMyWantBuy', { query: { id: created.id }, cookie: s.cookieOf(personal) })).body).toEqual(
      FORBIDDEN,
    );
    expect((await s.call('deleteMyWantBuy', { query: { id: created.id }, cookie: s.cookieOf(company) })).body).toEqual({
      code: 200,
      msg: '删除成功!',
    });
    expect(await wantBuy(created.id)).toEqual(refused('采购信息不存在'));
    expect((await list('listPurchaseDynamics', { pageSize: 100 })).data.some((d) => d.purchaseId === created.id)).toBe(
      false,
    );
    expect((await s.call('deleteMyWantBuy', { query: { id: created.id }, cookie: s.cookieOf(company) })).body).toEqual(
      refused('采购信息不存在'),
    );
  });

  it('refuses an end date before yesterday', async () => {
    const reply = await s.call('releaseWantBuy', { body: wantBuyForm(company, { endTime: '2020-01-01' }) });
    expect(reply.body).toEqual(refused('报名截止日期不能早于昨天'));
  });

  it('takes the form-encoded body only', async () => {
    const headers = { ...signedHeaders(Date.now()), 'content-type': 'application/json' };
    const reply = await s.send('POST', '/api/dzcg/releaseWantBuy', {
      body: JSON.stringify(wantBuyForm(company)),
      headers,
    });
    expect(reply.status).toBe(415);
  });
});

describe('offers', () => {
  it('makes an offer while the request is open, then changes it rather than adding a second', async () => {
    const bidders = async () => (await list('listBidders', { wantBuyId: 'wantbuy-12', pageSize: 10 })).total;
    expect((await wantBuy('wantbuy-12')).data).toMatchObject({ offerHaveTime: '0天', isOffer: 0 });
    expect((await s.call('makeOffer', { query: offerQuery(personal, 'wantbuy-12') })).body).toEqual(
      refused('该采购已结束，无法报价'),
    );

    const before = (await list('listBidders', { wantBuyId: 'wantbuy-05' })).total;
    expect((await s.call('makeOffer', { query: offerQuery(personal, 'wantbuy-05') })).body).toEqual({
      code: 200,
      msg: '修改成功',
    });
    const third = offerQuery(company, 'wantbuy-14');
    expect((await s.call('makeOffer', { query: third })).body).toEqual({ code: 200, msg: '报价成功' });
    expect((await s.call('makeOffer', { query: { ...third, offerPrice: '2800.5' } })).body).toEqual({
      code: 200,
      msg: '修改成功',
    });
    expect((await list('listBidders', { wantBuyId: 'wantbuy-14' })).data).toEqual([
      expect.objectContaining({ memberId: company, offerPrice: '2800.5' }),
    ]);
    expect((await list('listBidders', { wantBuyId: 'wantbuy-05' })).total).toBe(before);
    expect(await bidders()).toBe(0);
    expect((await list('listPurchaseDynamics', { pageSize: 1 })).data[0]).toMatchObject({ purchaseId: 'wantbuy-14' });
  });

  it('refuses an offer on one’s own request, a zero amount and an unknown member', async () => {
    expect((await s.call('makeOffer', { query: offerQuery(company, 'wantbuy-02') })).body).toEqual(
      refused('不能对自己发布的采购报价'),
    );
    expect(
      (await s.call('makeOffer', { query: { ...offerQuery(personal, 'wantbuy-02'), offerPrice: '0' } })).body,
    ).toEqual(refused('报价金额必须大于0'));
    expect((await s.call('makeOffer', { query: offerQuery('nobody', 'wantbuy-02') })).body).toEqual(VISITOR);
    expect(
      (await s.call('makeOffer', { query: { ...offerQuery(personal, 'wantbuy-02'), offerPrice: '1.234' } })).status,
    ).toBe(400);
  });

  it('closes the window when the end date passes', async () => {
    await s.call('releaseWantBuy', {
      body: wantBuyForm(company, {
        goodName: '信阳毛尖·明天截止',
        endTime: dayjs().add(1, 'day').format('YYYY-MM-DD'),
      }),
    });
    const soon = await newest(company);
    expect(soon.isOffer).toBe(1);
    expect((await s.call('makeOffer', { query: offerQuery(personal, soon.id) })).body).toMatchObject({ code: 200 });
    s.advance(3 * DAY);
    expect((await wantBuy(soon.id)).data).toMatchObject({ offerHaveTime: '0天', isOffer: 0 });
    expect((await s.call('makeOffer', { query: offerQuery(personal, soon.id) })).body).toEqual(
      refused('该采购已结束，无法报价'),
    );
    const mine = (await list('listMyOffers', { memberId: personal, pageSize: 100 })).data.find(
      (o) => o.wantBuyId === soon.id,
    );
    expect(mine).toMatchObject({ goodName: '信阳毛尖·明天截止', isOffer: 0, offerHaveTime: '0天' });
    s.advance(-3 * DAY);
  });

  it('lists a request’s bidders ten at a time and a member’s offers five at a time', async () => {
    const bidders = await list('listBidders', { wantBuyId: 'wantbuy-01', pageIndex: 1, pageSize: 10 });
    expect(bidders.data).toHaveLength(10);
    expect(bidders.total).toBeGreaterThan(20);
    const mine = await list('listMyOffers', { memberId: personal, pageIndex: 1, pageSize: 5 });
    expect(mine.total).toBeGreaterThan(10);
    expect(mine.data[0]).toEqual(
      expect.objectContaining({ memberId: personal, goodName: expect.any(String), enterpriseName: expect.any(String) }),
    );
  });

  it('deletes an offer, and an offer whose request is deleted leaves my list', async () => {
    const count = async () => (await list('listMyOffers', { memberId: personal })).total;
    const before = await count();
    const [first] = (await list('listMyOffers', { memberId: personal })).data;
    expect(
      (await s.call('deleteMyOffer', { query: { id: String(first.id) }, cookie: s.cookieOf(company) })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('deleteMyOffer', { query: { id: String(first.id) }, cookie: s.cookieOf(personal) })).body,
    ).toEqual({ code: 200, msg: '删除成功!' });
    expect(await count()).toBe(before - 1);
    expect(
      (await s.call('deleteMyOffer', { query: { id: String(first.id) }, cookie: s.cookieOf(personal) })).body,
    ).toEqual(refused('报价不存在'));
    expect(
      (await s.call('deleteMyWantBuy', { query: { id: 'wantbuy-03' }, cookie: s.cookieOf(company) })).body.code,
    ).toBe(200);
    expect(await count()).toBe(before - 2);
    expect((await s.call('listBidders', { query: { wantBuyId: 'wantbuy-03' } })).body).toEqual(
      refused('采购信息不存在'),
    );
  });
});

describe('goods', () => {
  it('pages the hall and a member’s goods, and answers the detail one level down', async () => {
    expect((await list('listSourceGoods', { pageSize: 4 })).total).toBeGreaterThan(8);
    expect((await list('listMyReleases', { memberId: company, pageSize: 6 })).total).toBeGreaterThan(12);
    const detail = (await s.call('getSourceGoods', { query: { id: 'goods-01', userId: personal } })).body.data as {
      data: Record<string, unknown>;
    };
    expect(detail.data).toMatchObject({ id: 'goods-01', memberNickName: '信阳毛尖茶业有限公司', phone: '13800000002' });
  });

  it('lets a company publish at once and sends an unverified individual to verification', async () => {
    const post = {
      people: '王小明',
      phone: '13800000001',
      detailedInformation: '自家茶园明前毛尖20斤。',
      imgs: '/upload/a.png',
    };
    const unverified = await register(s, '13900000724');
    expect((await s.call('releaseSourceGoods', { body: { ...post, memberId: unverified } })).body).toEqual(
      refused('发布商品前请先完成实名认证'),
    );
    expect((await s.call('releaseSourceGoods', { body: { ...post, memberId: company, imgs: ',' } })).body).toEqual(
      refused('请上传商品图片'),
    );
    expect((await s.call('releaseSourceGoods', { body: { ...post, memberId: company } })).body).toEqual({
      code: 200,
      msg: '发布成功',
    });
    const [mine] = (await list('listMyReleases', { memberId: company })).data;
    expect(mine).toMatchObject({ detailedInformation: '自家茶园明前毛尖20斤。', imgs: '/upload/a.png' });
    const change = { ...post, memberId: company, id: String(mine.id), imgs: '/upload/a.png,/upload/b.png' };
    expect((await s.call('releaseSourceGoods', { body: change })).body).toEqual({ code: 200, msg: '修改成功' });
    expect(
      (await s.call('deleteMyRelease', { query: { id: String(mine.id) }, cookie: s.cookieOf(unverified) })).body,
    ).toEqual(FORBIDDEN);
    expect(
      (await s.call('deleteMyRelease', { query: { id: String(mine.id) }, cookie: s.cookieOf(company) })).body,
    ).toEqual({ code: 200, msg: '删除成功!' });
    expect((await s.call('getSourceGoods', { query: { id: String(mine.id) } })).body).toEqual(refused('商品不存在'));
  });
});

describe('the hall', () => {
  it('shows the banners in order, purchase banners with their request', async () => {
    const banners = (await s.call('listTradeBanners', { query: { plattype: 0 } })).body.data as {
      type: number;
      purchaseId?: string;
      content?: string;
    }[];
    expect(banners).toHaveLength(4);
    for (const b of banners) expect(b.type === 1 ? Boolean(b.purchaseId) : Boolean(b.content)).toBe(true);
    expect((await s.call('listTradeBanners')).body.data).toEqual(banners);
  });

  it('pages the dynamics seven at a time, more than two pages', async () => {
    const dynamics = await list('listPurchaseDynamics', { pageIndex: 1, pageSize: 7 });
    expect(dynamics.data).toHaveLength(7);
    expect(dynamics.total).toBeGreaterThan(14);
  });
});

describe('the tea-farmer loan', () => {
  it('takes one application per member; a second answers code 105', async () => {
    expect((await s.call('showLoanApply', { query: { memberId: personal } })).body).toEqual({
      code: 200,
      msg: '尚未申请',
    });
    const first = await s.call('applyForLoan', { query: loanQuery(personal) });
    expect(first.body).toMatchObject({
      code: 200,
      msg: '信息提交成功，线下会有业务人员与您联系，请注意电话接听',
      data: { county: '浉河区', city: '董家河镇', area: 12.5, year: 2012 },
    });
    const again = await s.call('applyForLoan', { query: { ...loanQuery(personal), name: '另一个人' } });
    expect(again.body).toMatchObject({ code: 105, data: { name: '周建华' } });
    expect((await s.call('showLoanApply', { query: { memberId: personal } })).body).toMatchObject({
      code: 105,
      data: { name: '周建华' },
    });
  });

  it('checks the ID number’s check digit and that the township is in the county', async () => {
    expect(
      (await s.call('applyForLoan', { query: { ...loanQuery(company), idCard: '411502199005121231' } })).body,
    ).toEqual(refused('茶农身份证号格式不正确'));
    expect((await s.call('applyForLoan', { query: { ...loanQuery(company), county: '新县' } })).body).toEqual(
      refused('请选择茶园所在乡镇'),
    );
    expect((await s.call('applyForLoan', { query: { ...loanQuery(company), county: '信阳市' } })).status).toBe(400);
    expect((await s.call('showLoanApply', { query: { memberId: 'nobody' } })).body).toEqual(VISITOR);
  });

  it('offers the same ten counties and townships in the form as the sandbox checks', () => {
    const form = parse(readFileSync(new URL('../../spec/forms/tea-loan-apply.yaml', import.meta.url), 'utf8'));
    const offered = Object.fromEntries(
      (
        form.schema.allOf as {
          if: { properties: { county: { const: string } } };
          then: { properties: { city: { enum: string[] } } };
        }[]
      ).map((b) => [b.if.properties.county.const, b.then.properties.city.enum]),
    );
    expect(offered).toEqual(TOWNSHIPS);
    expect(form.schema.properties.county.enum).toEqual(Object.keys(TOWNSHIPS));
    const counties = (spec.doc.components as { schemas: Record<string, { enum: string[] }> }).schemas.XinyangCounty
      .enum;
    expect(counties).toEqual(Object.keys(TOWNSHIPS));
  });
});
