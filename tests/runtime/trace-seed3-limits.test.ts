// Seed 3 §7 and §9's page sizes, read from the page each screen is generated from (spec/routes.yaml with
// its fragments expanded, as the generator reads it):
// the size (and page index, where the seed gives one) each list of a route asks its operation for.
// One test per row of the seed's table, so tests/trace/seed-3.tsv can cite each; then §7's type codes.
import { describe, expect, it } from 'vitest';
import { forms } from '../../generated/forms';
import { load } from '../../generator/load';

interface Route {
  path: string;
  page?: unknown;
}
const { routes } = load('.').spec.routes!.value as { routes: Route[] };

/** Every `operation:size[@index]` a route's page asks, the size from the call's params or its list's pageSize. */
function asks(path: string): string[] {
  const route = routes.find((r) => r.path === path);
  expect(route, path).toBeDefined();
  const found = new Set<string>();
  const walk = (node: unknown, size?: number): void => {
    if (Array.isArray(node)) return node.forEach((n) => walk(n, size));
    if (!node || typeof node !== 'object') return;
    const o = node as { operation?: string; pageSize?: number; params?: { pageSize?: number; pageIndex?: number } };
    const own = o.pageSize ?? size;
    if (o.operation)
      found.add(
        `${o.operation}:${o.params?.pageSize ?? own ?? '-'}${o.params?.pageIndex ? `@${o.params.pageIndex}` : ''}`,
      );
    for (const [key, value] of Object.entries(o)) walk(value, key === 'list' || key === 'comments' ? own : o.pageSize);
  };
  walk(route!.page);
  return [...found];
}

/** Every `operation:type` a route's page calls, for the calls that take a type code. */
function typed(path: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as { operation?: string; params?: { type?: unknown } };
    if (o.operation && o.params?.type !== undefined) found.add(`${o.operation}:${String(o.params.type)}`);
    Object.values(o).forEach(walk);
  };
  walk(routes.find((r) => r.path === path)?.page);
  return [...found];
}

describe('seed 3 §9 page sizes as the pages ask them', () => {
  it('job list /ysService: listJobs 5', () => expect(asks('/ysService')).toContain('listJobs:5'));
  it('job side lists: hall page 2 size 2, publish pages page 1 size 2, loan page 2 size 3', () => {
    expect(asks('/bigDeal')).toContain('listJobs:2@2');
    for (const path of ['/bigDeal/pubcInfo', '/bigDeal/pubPro', '/ysService/pubjob'])
      expect(asks(path)).toContain('listJobs:2@1');
    expect(asks('/teaLoanApply')).toContain('listJobs:3@2');
  });
  it('follow, video, question, recommended and learning lists: 6', () => {
    expect(asks('/leadNews/gzlist')).toContain('findMyArticleByUser:6');
    for (const path of ['/leadNews/tjlist', '/leadNews/dsplist', '/leadNews/twlist', '/leadNews'])
      expect(asks(path)).toContain('findToutiaoByCondition:6');
    expect(asks('/leadNews/learnPX')).toContain('studyVideoPageList:6');
  });
  it('tea-instrument list: teaQiList 7', () => expect(asks('/leadNews/xyChaqi')).toContain('teaQiList:7'));
  it('expert list: getExpertList 8', () => expect(asks('/chajiService')).toContain('getExpertList:8'));
  it('answers: findAnswerByQuiz 6', () => expect(asks('/leadNews/twdetail')).toContain('findAnswerByQuiz:6'));
  it('active users beside the details: 10', () => {
    for (const path of ['/leadNews/leaddetail', '/leadNews/twdetail', '/leadNews/xuexiDetail'])
      expect(asks(path)).toContain('listRecommendedCreators:10@1');
  });
  it('activities in the feed panel: getPcActivityList 3', () =>
    expect(asks('/leadNews/tjlist')).toContain('getPcActivityList:3'));
  it('trade hall: wantBuy 4, goods 4, dynamics 7', () => {
    expect(asks('/bigDeal')).toEqual(
      expect.arrayContaining(['listWantBuys:4', 'listSourceGoods:4', 'listPurchaseDynamics:7']),
    );
  });
  it('related purchases and same-member goods: 6', () => {
    expect(asks('/bigDeal/cgdetail')).toContain('listMyWantBuys:6@1');
    expect(asks('/bigDeal/prodetail')).toContain('listMyReleases:6@1');
  });
  it('festival: activities 6, showroom 4, exhibitors on the detail 10000', () => {
    expect(asks('/chaCulture')).toContain('getPcActivityList:6');
    expect(asks('/chaCulture/showRoom')).toContain('getActivityEnterpriseList:4');
    expect(asks('/chaCulture/hddetail')).toContain('getActivityEnterpriseList:10000');
  });
  it('contests 6, contestants 8, ranking 1000', () => {
    expect(asks('/pbSelection')).toContain('getContestList:6');
    expect(asks('/pbSelection/toupiaoList')).toContain('getContestantList:8');
    expect(asks('/pbSelection/ranking')).toContain('getContestRanking:1000');
  });
  it('honour list 8, honour detail comments 10, same-field list 10', () => {
    expect(asks('/honorHall')).toContain('getHonourList:8');
    expect(asks('/honorHall/detail')).toEqual(
      expect.arrayContaining(['getHonourDetail:10@1', 'getHonourSameFieldList:10@1']),
    );
  });
  it('notices and news: 10', () => {
    for (const path of ['/moreNotice', '/moreNoticewz']) expect(asks(path)).toContain('getNoticeList:10');
    expect(asks('/seoInfo')).toContain('findToutiaoByCondition:10');
  });
});

describe('seed 3 §7 type codes as the pages send them', () => {
  it('comments: 5 activity, 4 contest, 6 contestant', () => {
    expect(typed('/chaCulture/hddetail')).toContain('findCommentByTypeAndId:5');
    expect(typed('/pbSelection/detail')).toContain('findCommentByTypeAndId:4');
    expect(typed('/pbSelection/toupiaoDetail')).toContain('findCommentByTypeAndId:6');
  });
  it('favourites: expert 4, activity 7, contest 6', () => {
    expect(typed('/chajiService/chajiDetail')).toContain('doFavorites:4');
    expect(typed('/chaCulture/hddetail')).toContain('doFavorites:7');
    expect(typed('/pbSelection/detail')).toContain('doFavorites:6');
  });
  it('likes: comments 3, experts 5; follows: 3', () => {
    for (const path of ['/leadNews/leaddetail', '/honorHall/detail', '/pbSelection/detail'])
      expect(typed(path)).toEqual(expect.arrayContaining(['doLikes:3', 'deleteLikes:3']));
    expect(typed('/chajiService/chajiDetail')).toEqual(expect.arrayContaining(['doLikes:5', 'deleteLikes:5']));
    expect(typed('/leadNews/yshIndex')).toEqual(expect.arrayContaining(['doConcern:3', 'deleteConcern:3']));
  });
});

describe('seed 3 §9 choice lists as the job form offers them', () => {
  it("work-year, meal and pay-period options are the seed's; the pay unit 元/天 or 元/月", async () => {
    const { form } = await forms['publish-job']();
    const titles = (field: string) =>
      (form.schema.properties as Record<string, { oneOf: { title: string }[] }>)[field].oneOf.map((o) => o.title);
    expect(titles('workYear')).toEqual(['不限', '1年以下', '1-2年', '3-5年', '5年以上']);
    expect(titles('foodHomeType')).toEqual(['包吃', '包住', '包吃住', '不包']);
    expect(titles('jiexinfangshi')).toEqual(['日清', '周清', '月结', '完工结算']);
    expect(titles('xinziType')).toEqual(['元/天', '元/月']);
  });
});
