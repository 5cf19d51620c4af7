// Articles of the creator centre (seed 2 §2.3 publish form, §5 article rules, §7.2 calls) and the work
// labels the publish forms offer.
import { fail, ok, type Handler } from '../../handlers/shared.js';
import { awardDaily } from '../personal/index.js';
import { deleteRecord, insertRecord, listRecords, updateRecord, type Fields } from '../record-store.js';
import { AUTH, KIND, WORK } from './kinds.js';
import { authorCard, requireMember, viewerOf } from './people.js';
import { stamp } from './time.js';
import { excerpt, findWork, openWork, ownWork, resubmitted, tallies, visibleWork } from './works.js';

/** The account that may publish policy articles (types 2, 3); the seeds do not name it (spec x-assumed). */
export const OPERATOR_LOGIN = 'yunshang';
/** 14 发布头条 (seed 2 §3 points types). */
const PUBLISH_POINTS = 14;

const text = (value: unknown) => String(value ?? '').trim();
const list = (value: unknown) =>
  text(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The rules of seed 2 §5 "article submit", in their order, that the spec's own field checks leave to the
 * server (an empty rich-text body, what applies to headline articles only, promotion, covers); the
 * texts are the publish form's. The summary is checked where the call carries it (not on edits).
 */
export function articleRefusal(a: Fields): string | undefined {
  const headline = Number(a.articleType ?? 1) === 1;
  const promotion = Number(a.promotionType ?? 0);
  const shop = promotion === 1;
  const covers = list(a.coveres).length;
  if (headline && a.articleDescribe !== undefined && !text(a.articleDescribe)) return '请输入文章摘要';
  if (!excerpt(a.details) && !/<img/i.test(String(a.details))) return '请输入文章内容';
  if (headline && !list(a.label).length) return '请添加标签';
  if (promotion && !text(a.promotionName)) return shop ? '请输入店铺名称' : '请输入商品名称';
  if (promotion === 2 && !text(a.promotionPrice)) return '请输入商品价格';
  if (promotion && !text(a.promotionLink)) return shop ? '请输入店铺链接' : '请输入商品链接';
  if (headline && Number(a.covertype) === 1 && covers < 1) return '请上传图片';
  if (headline && Number(a.covertype) === 2 && covers < 3) return '图片不完整';
  return undefined;
}

/** What the cover type keeps: one image for a single cover, three for three, none without. */
function coverFields(body: Fields): Fields {
  const covertype = Number(body.covertype);
  const keep = covertype === 1 ? 1 : covertype === 2 ? 3 : 0;
  return { covertype, showtype: Number(body.showtype ?? 1), coveres: list(body.coveres).slice(0, keep).join(',') };
}

export const articleHandlers: Record<string, Handler> = {
  saveArticle({ body }, ctx) {
    const member = requireMember(ctx.db, body.userId);
    const articleType = Number(body.articleType ?? 1);
    if (articleType !== 1 && member.username !== OPERATOR_LOGIN) fail('只有运营账号可以发布政策类文章');
    const promotionType = Number(body.promotionType ?? 0);
    const fields: Fields = {
      type: WORK.article,
      articleType,
      title: text(body.title),
      laiYuan: text(body.laiYuan),
      articleDescribe: articleType === 1 ? text(body.articleDescribe) : '',
      details: String(body.details),
      label: articleType === 1 ? list(body.label).join(',') : '',
      promotionType,
      ...(promotionType && { promotionName: text(body.promotionName), promotionLink: text(body.promotionLink) }),
      ...(promotionType === 2 && { promotionPrice: text(body.promotionPrice) }),
      ...coverFields(body),
      iscloseComment: Number(body.iscloseComment),
    };
    const refusal = articleRefusal({ ...body, articleType, articleDescribe: body.articleDescribe ?? '' });
    if (refusal) fail(refusal);
    const now = ctx.now();
    insertRecord(
      ctx.db,
      KIND.work,
      { ...fields, userId: member.id, authState: AUTH.review, authRemark: '', views: 0, crtMs: now },
      now,
    );
    awardDaily(ctx.db, member.id, PUBLISH_POINTS, now);
    return ok(undefined, '发布成功，请等待审核');
  },

  // Source, summary and promotion are not part of the edit call (seed 2 §7.2): they stay as they were.
  updateMyArticle({ body }, ctx) {
    requireMember(ctx.db, body.userId);
    const article = ownWork(ctx.db, String(body.articleId), WORK.article);
    const refusal = articleRefusal({ ...body, articleType: article.articleType });
    if (refusal) fail(refusal);
    updateRecord(ctx.db, KIND.work, article.id, {
      title: text(body.title),
      details: String(body.details),
      label: article.articleType === 1 ? list(body.label).join(',') : '',
      ...coverFields(body),
      iscloseComment: Number(body.iscloseComment),
      ...resubmitted,
    });
    return ok(undefined, '修改成功，请等待审核');
  },

  findArticleById({ query }, ctx) {
    const viewer = viewerOf(query.userId);
    const article = openWork(
      ctx.db,
      visibleWork(ctx.db, String(query.articleId), WORK.article, viewer),
      viewer,
      ctx.now(),
    );
    const { crtMs, views: _views, userId, ...fields } = article;
    const author = authorCard(ctx.db, userId);
    return ok({
      ...fields,
      authRemark: String(article.authRemark ?? ''),
      crtTime: stamp(Number(crtMs)),
      commentNum: tallies(ctx.db, [article], undefined).comments.get(`${WORK.article}:${article.id}`) ?? 0,
      member: { headurl: author.memberHeadPic, nickname: author.memberNickName },
    });
  },

  deleteArticle({ query }, ctx) {
    if (!findWork(ctx.db, String(query.articleId), WORK.article)) fail('文章不存在');
    deleteRecord(ctx.db, KIND.work, String(query.articleId));
    return ok(undefined, '删除成功');
  },

  articleLabelList({ query }, ctx) {
    const labels = listRecords(ctx.db, KIND.label, { where: { type: query.type }, sort: { field: 'sort' } });
    return ok(labels.map(({ id, labelName }) => ({ id, labelName })));
  },
};
