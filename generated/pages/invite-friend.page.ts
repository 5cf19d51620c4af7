// generated from spec/routes.yaml by npm run generate — do not edit
import type { Page } from '../routes.js';

/** /user/inviteFriend */
export const page: Page = {
  kind: 'page',
  main: [
    {
      kind: 'record',
      actions: [
        {
          kind: 'copy',
          copied: '复制成功，快去邀请好友吧',
          failed: '复制失败，请手动复制',
          label: '复制邀请链接',
          link: { query: { invitationId: 'session.userId' }, route: 'grReg' },
        },
      ],
      operation: 'getInvitationSummary',
      params: { userId: 'session.userId' },
      sections: [
        { label: '已邀请', template: [{ field: 'people' }, { text: ' 人' }] },
        { label: '获得积分', template: [{ field: 'sumIntegral' }, { text: ' 积分' }] },
        {
          label: '邀请规则',
          template: [
            { text: '好友通过您的邀请链接注册成为会员，您可获得 ' },
            { field: 'integral' },
            { text: ' 积分；好友注册即得 100 积分新手欢迎奖励。' },
          ],
          wide: true,
        },
      ],
      title: { text: '邀请好友' },
    },
    {
      kind: 'list',
      empty: '暂无记录',
      heading: '邀请记录',
      item: {
        image: { field: 'headurl' },
        lines: [
          { field: 'phone', format: 'phone', label: '手机号' },
          { field: 'createTime', label: '注册时间' },
          { label: '新手任务', template: [{ field: 'fourCount' }, { text: '/4' }] },
        ],
        title: { field: 'nickname' },
      },
      operation: 'listInvitedUsers',
      pageSize: 10,
      params: { userId: 'session.userId' },
      queryPrefix: '',
    },
  ],
  sideAt: 'right',
};
