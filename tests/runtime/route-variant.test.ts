import { describe, expect, it } from 'vitest';
import { routeByName } from '../../generated/routes';
import { titleOf, variantOf } from '../../src/lib/route-variant';

// A route's variants as spec/routes.yaml gives them: a query value (/about?type=x), or a parameter given at all
// (/ysService/pubjob?id=…, the job edited from the personal centre).
describe('route variants', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('retitles the job form while it edits a job, and keeps its render', () => {
    const pubjob = routeByName.pubjob;
    expect(titleOf(pubjob, query(''))).toBe('发布职位');
    expect(titleOf(pubjob, query('id='))).toBe('发布职位');
    expect(titleOf(pubjob, query('id=7'))).toBe('修改职位');
    expect(variantOf(pubjob, query('id=7'))?.render).toBeUndefined();
  });

  it('retitles the creator’s article and video forms while they edit', () => {
    expect([titleOf(routeByName.pubEssay, query('')), titleOf(routeByName.pubEssay, query('id=3'))]).toEqual([
      '发布文章',
      '编辑文章',
    ]);
    expect([titleOf(routeByName.pubVideo, query('')), titleOf(routeByName.pubVideo, query('id=3'))]).toEqual([
      '发布视频',
      '编辑视频',
    ]);
  });

  it('selects a variant by a query value', () => {
    const about = routeByName.about;
    expect(variantOf(about, query('type=x'))?.title).toBe('联系我们');
    expect(variantOf(about, query('type=9'))).toBeUndefined();
  });

  it('reads { empty: true } as the parameter absent', () => {
    const def = { title: '列表', variants: [{ when: { q: { empty: true } }, title: '全部' }] };
    expect(titleOf(def, query(''))).toBe('全部');
    expect(titleOf(def, query('q=茶'))).toBe('列表');
  });
});
