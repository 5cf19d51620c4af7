// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

export type PageId =
  | 'index'
  | 'lead-news'
  | 'tjlist'
  | 'gzlist'
  | 'dsplist'
  | 'twlist'
  | 'learn-px'
  | 'xy-chaqi'
  | 'xuexi-detail'
  | 'xy-chaqi-d'
  | 'leaddetail'
  | 'twdetail'
  | 'ysh-index'
  | 'big-deal'
  | 'pubc-info'
  | 'pub-pro'
  | 'cgdetail'
  | 'prodetail'
  | 'banner-detail'
  | 'pb-selection'
  | 'pb-selection-detail'
  | 'toupiao-list'
  | 'toupiao-detail'
  | 'ranking'
  | 'yslist'
  | 'ys-service-detail'
  | 'pubjob'
  | 'honor-hall'
  | 'honor-hall-detail'
  | 'tea-honor'
  | 'chaji-service'
  | 'chaji-detail'
  | 'cha-culture'
  | 'hddetail'
  | 'show-room'
  | 'qydetail'
  | 'new-guide'
  | 'about-1'
  | 'aboutflv'
  | 'search'
  | 'userysh'
  | 'pub-essay'
  | 'pub-ask'
  | 'work-manage'
  | 'opus-data'
  | 'etc-data'
  | 'comment-manage'
  | 'gg-detail'
  | 'content-detail'
  | 'tea-loan-apply'
  | 'more-notice'
  | 'more-noticewz'
  | 'seo-info'
  | 'flower-market'
  | 'allclass'
  | 'sales-list'
  | 'user'
  | 'my-jifen'
  | 'my-sc'
  | 'myevaluate'
  | 'my-procure'
  | 'my-procure-xq'
  | 'my-procuresj'
  | 'invite-friend'
  | 'browse-history'
  | 'task'
  | 'my-ticket'
  | 'my-ticket-xq'
  | 'zgzg-mypub'
  | 'zgzg-mysc'
  | 'notice-center'
  | 'notice-detail'
  | 'deputy-operators'
  | 'culture-manage';

/** Each composed page loads with its route, not with the shell. */
export const pages: Readonly<Record<PageId, () => Promise<{ page: Page }>>> = {
  index: () => import('./index.page.js'),
  'lead-news': () => import('./lead-news.page.js'),
  tjlist: () => import('./tjlist.page.js'),
  gzlist: () => import('./gzlist.page.js'),
  dsplist: () => import('./dsplist.page.js'),
  twlist: () => import('./twlist.page.js'),
  'learn-px': () => import('./learn-px.page.js'),
  'xy-chaqi': () => import('./xy-chaqi.page.js'),
  'xuexi-detail': () => import('./xuexi-detail.page.js'),
  'xy-chaqi-d': () => import('./xy-chaqi-d.page.js'),
  leaddetail: () => import('./leaddetail.page.js'),
  twdetail: () => import('./twdetail.page.js'),
  'ysh-index': () => import('./ysh-index.page.js'),
  'big-deal': () => import('./big-deal.page.js'),
  'pubc-info': () => import('./pubc-info.page.js'),
  'pub-pro': () => import('./pub-pro.page.js'),
  cgdetail: () => import('./cgdetail.page.js'),
  prodetail: () => import('./prodetail.page.js'),
  'banner-detail': () => import('./banner-detail.page.js'),
  'pb-selection': () => import('./pb-selection.page.js'),
  'pb-selection-detail': () => import('./pb-selection-detail.page.js'),
  'toupiao-list': () => import('./toupiao-list.page.js'),
  'toupiao-detail': () => import('./toupiao-detail.page.js'),
  ranking: () => import('./ranking.page.js'),
  yslist: () => import('./yslist.page.js'),
  'ys-service-detail': () => import('./ys-service-detail.page.js'),
  pubjob: () => import('./pubjob.page.js'),
  'honor-hall': () => import('./honor-hall.page.js'),
  'honor-hall-detail': () => import('./honor-hall-detail.page.js'),
  'tea-honor': () => import('./tea-honor.page.js'),
  'chaji-service': () => import('./chaji-service.page.js'),
  'chaji-detail': () => import('./chaji-detail.page.js'),
  'cha-culture': () => import('./cha-culture.page.js'),
  hddetail: () => import('./hddetail.page.js'),
  'show-room': () => import('./show-room.page.js'),
  qydetail: () => import('./qydetail.page.js'),
  'new-guide': () => import('./new-guide.page.js'),
  'about-1': () => import('./about-1.page.js'),
  aboutflv: () => import('./aboutflv.page.js'),
  search: () => import('./search.page.js'),
  userysh: () => import('./userysh.page.js'),
  'pub-essay': () => import('./pub-essay.page.js'),
  'pub-ask': () => import('./pub-ask.page.js'),
  'work-manage': () => import('./work-manage.page.js'),
  'opus-data': () => import('./opus-data.page.js'),
  'etc-data': () => import('./etc-data.page.js'),
  'comment-manage': () => import('./comment-manage.page.js'),
  'gg-detail': () => import('./gg-detail.page.js'),
  'content-detail': () => import('./content-detail.page.js'),
  'tea-loan-apply': () => import('./tea-loan-apply.page.js'),
  'more-notice': () => import('./more-notice.page.js'),
  'more-noticewz': () => import('./more-noticewz.page.js'),
  'seo-info': () => import('./seo-info.page.js'),
  'flower-market': () => import('./flower-market.page.js'),
  allclass: () => import('./allclass.page.js'),
  'sales-list': () => import('./sales-list.page.js'),
  user: () => import('./user.page.js'),
  'my-jifen': () => import('./my-jifen.page.js'),
  'my-sc': () => import('./my-sc.page.js'),
  myevaluate: () => import('./myevaluate.page.js'),
  'my-procure': () => import('./my-procure.page.js'),
  'my-procure-xq': () => import('./my-procure-xq.page.js'),
  'my-procuresj': () => import('./my-procuresj.page.js'),
  'invite-friend': () => import('./invite-friend.page.js'),
  'browse-history': () => import('./browse-history.page.js'),
  task: () => import('./task.page.js'),
  'my-ticket': () => import('./my-ticket.page.js'),
  'my-ticket-xq': () => import('./my-ticket-xq.page.js'),
  'zgzg-mypub': () => import('./zgzg-mypub.page.js'),
  'zgzg-mysc': () => import('./zgzg-mysc.page.js'),
  'notice-center': () => import('./notice-center.page.js'),
  'notice-detail': () => import('./notice-detail.page.js'),
  'deputy-operators': () => import('./deputy-operators.page.js'),
  'culture-manage': () => import('./culture-manage.page.js'),
};
