// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /chaCulture/qydetail */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'text',
      heading: '参展企业',
      text: '茶文化节的参展企业来自信阳各产茶乡镇，涵盖茶叶种植、加工、茶器与茶旅服务。每家参展企业在活动期间设展位， 现场展示当季新茶与茶器，提供品鉴、讲解与订购服务。',
    },
    {
      kind: 'text',
      heading: '展位信息',
      text: '展位名称、负责人与联系电话、企业图片、浏览量与点赞数在各活动的参展企业页中公布；联系电话中间四位隐去， 请在活动现场或通过活动主办方联系企业。',
    },
    {
      kind: 'text',
      heading: '参展须知',
      text: '企业报名须为已通过认证的企业账号；报名开放的活动详情页提供“报名”按钮，审核通过后企业出现在该活动的参展企业列表中。',
    },
    {
      kind: 'links',
      links: [
        { label: '浏览茶文化节活动', route: 'chaCulture' },
        { label: '申请活动', route: 'cultureManage' },
      ],
    },
  ],
  side: [
    {
      kind: 'text',
      heading: '联系主办方',
      text: '活动咨询请拨打各活动详情页公布的主办方电话，或在个人中心的消息中心查看活动通知。',
    },
  ],
  sideAt: 'right',
};
