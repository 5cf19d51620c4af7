// Demo content of the identity area: labels, sign-in rules, banners, links, customer service and the
// newcomer guide, around 信阳's tea industry.
import { navigation } from '../../../generated/routes.js';
import type { Fields } from '../record-store.js';
import type { DeputyFields } from './deputies.js';

export const LABELS: Fields[] = [
  ...['茶农', '茶商', '制茶师', '茶艺师', '评茶员', '茶企员工', '茶文化爱好者', '合作社成员'].map((name, i) => ({
    id: `1${String(i + 1).padStart(2, '0')}`,
    group: 'identity',
    name,
    sort: i,
  })),
  ...['普通用户', '企业', '个人', '企业管理员'].map((name, i) => ({
    id: `2${String(i + 1).padStart(2, '0')}`,
    group: 'member',
    name,
    sort: i,
  })),
  ...[
    '茶园种植',
    '鲜叶采摘',
    '茶叶加工',
    '茶叶销售',
    '茶艺表演',
    '茶叶审评',
    '电商运营',
    '茶旅接待',
    '包装设计',
    '物流仓储',
  ].map((name, i) => ({ id: `3${String(i + 1).padStart(2, '0')}`, group: 'work', name, sort: i })),
];

/** Points per streak day; the 7th day of a round pays the continuous-sign-in bonus. */
export const SIGN_RULES: Fields[] = [5, 5, 10, 10, 15, 15, 30].map((integral, i) => ({
  id: `day-${i + 1}`,
  day: i + 1,
  integral,
}));

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** Banners; each is drawn as a picture with its caption. */
export const BANNERS: (Fields & { caption: string; hue: number })[] = [
  {
    id: 'b1',
    platform: 0,
    sort: 1,
    type: 1,
    jumpType: 3,
    caption: '第三十三届信阳茶文化节',
    hue: 110,
    content: html(
      '第三十三届信阳茶文化节将于四月下旬在浉河区开幕，开园仪式、斗茶大赛、茶旅线路同期举行。',
      '企业展位报名请进入“茶文化节”栏目提交申请。',
    ),
  },
  {
    id: 'b2',
    platform: 0,
    sort: 2,
    type: 1,
    jumpType: 3,
    caption: '信阳毛尖春茶开采',
    hue: 90,
    content: html(
      '浉河港、董家河、谭家河等核心产区陆续开采，明前茶鲜叶收购价较去年稳中有升。',
      '平台已开通鲜叶采摘工招聘专区，欢迎茶园发布用工需求。',
    ),
  },
  {
    id: 'b3',
    platform: 0,
    sort: 3,
    type: 2,
    jumpType: 2,
    srswType: 1,
    caption: '云上茶城 正品信阳毛尖',
    hue: 140,
    content: '',
  },
  {
    id: 'b4',
    platform: 0,
    sort: 4,
    type: 2,
    jumpType: 2,
    srswType: 2,
    caption: '茶农信用卡 惠农贷款',
    hue: 30,
    content: '',
  },
  {
    id: 'b5',
    platform: 0,
    sort: 5,
    type: 1,
    jumpType: 1,
    caption: '信阳毛尖质量溯源',
    hue: 170,
    content: 'https://trace.tea-portal.example.cn/',
  },
  {
    id: 'b6',
    platform: 1,
    sort: 1,
    type: 1,
    jumpType: 3,
    caption: '茶文化节 手机报名',
    hue: 100,
    content: html('下载茶产业门户 App，活动报名、电子票券、现场打卡一站完成。'),
  },
  { id: 'b7', platform: 1, sort: 2, type: 2, jumpType: 2, srswType: 1, caption: '云上茶城', hue: 150, content: '' },
];

/** Single-sign-on targets by srswType. */
export const SSO_TARGETS: Fields[] = [
  { id: '1', name: '云上茶城', url: 'https://mall.tea-portal.example.cn/sso' },
  { id: '2', name: '茶农信用卡', url: 'https://card.tea-portal.example.cn/sso' },
  { id: '3', name: '信阳毛尖质量溯源', url: 'https://trace.tea-portal.example.cn/sso' },
];

/** The desks of /about?type=x; the platform hotline and the report line are the shell's (spec/routes.yaml navigation). */
export const CUSTOMER_SERVICE: (Fields & { hue: number })[] = [
  { name: '平台客服热线', phone: navigation.hotline, hue: 120 },
  { name: '信阳毛尖交易服务', phone: '0376-6200002', hue: 95 },
  { name: '茶农贷款咨询', phone: '0376-6200003', hue: 35 },
  { name: '创作者认证服务', phone: '0376-6200004', hue: 200 },
  { name: '茶文化节报名咨询', phone: '0376-6200005', hue: 330 },
  { name: '投诉举报', phone: navigation.reportHotline, hue: 0 },
].map((entry, i) => ({ ...entry, id: `cs-${i + 1}`, sort: i + 1 }));

/** The newcomer guide; /newGuide?name=<code> opens an entry (sfrz and ttfb are linked from the shell). */
export const GUIDE: Fields[] = [
  [
    'zhzc',
    '账号注册',
    '个人用户在“个人注册”页填写手机号、验证码和密码即可注册；茶企、合作社请使用“法人注册”，需填写企业名称、统一社会信用代码和法定代表人姓名。',
  ],
  ['dlfs', '登录方式', '支持账号密码登录、手机验证码登录和茶产业门户 App 扫码登录。法人账号请点击“法人登录”。'],
  [
    'sfrz',
    '身份认证',
    '进入“个人中心 → 实名认证”，上传身份证人像面和国徽面，系统自动识别姓名和身份证号，核对无误后提交。',
    '工作人员将在24小时内完成审核；审核通过后即可发布头条、参加评比、申请茶农贷款。',
  ],
  [
    'czrz',
    '创作者认证',
    '完成实名认证后，可在“创作者认证”页选择个人认证或企业认证。个人认证需上传头像和手持身份证照片；企业认证另需营业执照和详细地址。',
    '法人账号只能进行企业认证，个人账号只能进行个人认证。',
  ],
  [
    'ttfb',
    '头条发布',
    '实名认证通过的会员可在“创作中心 → 发布文章”撰写茶事头条：填写标题、正文，选择封面样式后提交。',
    '文章经审核发布后会出现在“云上头条”栏目，读者可评论、点赞和收藏。',
  ],
  ['spfb', '视频发布', '在“创作中心 → 发布视频”上传 mp4、mov 等格式的视频，填写标题和标签即可提交审核。'],
  ['wdfb', '问答发布', '在“创作中心 → 提问”描述问题并上传图片，茶技专家和茶友会为您解答；提问者可将回答标记为有用。'],
  ['zwfb', '发布职位', '茶园、茶企可在“招聘求职”栏目发布采茶工、制茶师傅等职位，填写薪资、工作时间和茶园地址。'],
  ['qzyp', '求职应聘', '在“招聘求职”按结算方式、区域筛选职位，收藏感兴趣的职位，或直接拨打联系电话咨询。'],
  ['cgfb', '发布采购', '在“大宗交易 → 免费发布采购”填写采购商品、数量、交货时间和报价要求，发布后供应商可在线报价。'],
  ['gyfb', '发布供应', '在“大宗交易 → 发布供应”上传商品图片并填写详细信息和联系方式，采购方可直接联系您。'],
  ['bjcz', '报价操作', '在采购详情页点击“我要报价”，填写报价金额、联系人和电话；报价截止后不能再报价。'],
  ['hdbm', '茶文化节报名', '在“茶文化节”活动详情页报名参加活动，报名成功后可在“我的票券”查看电子票券并现场打卡。'],
  ['hdsq', '活动申请', '企业会员可在“个人中心 → 茶文化节”申请举办活动，审核通过后活动将展示在茶文化节栏目。'],
  ['psxb', '评比评选', '在“评比评选”栏目为喜欢的选手投票，每位选手每人限投一票；排名按大众投票与专家评分综合计算。'],
  ['cjzx', '茶技咨询', '在“茶技服务”选择擅长病虫害防治、茶叶加工等领域的专家，在线发送文字或图片咨询。'],
  ['qdjf', '签到积分', '每日签到可获得积分，连续签到7天为一轮，第7天奖励最多；漏签一天将重新计算连续天数。'],
  ['yqhy', '邀请好友', '在“个人中心 → 邀请好友”复制专属链接，好友注册成功后您将获得积分奖励。'],
  ['scgl', '收藏管理', '职位、文章、问答、活动和专家都可以收藏，在“个人中心 → 我的收藏”集中查看。'],
  ['yjfk', '意见反馈', '使用中遇到问题或有好的建议，可点击页面右侧“意见反馈”提交，可附图片说明。'],
  [
    'fczg',
    '副操作员管理',
    '法人账号可添加副操作员并分配职位招聘、头条资讯、茶文化节活动申请权限，副操作员使用手机号和默认密码登录。',
  ],
  [
    'dksq',
    '茶农贷款申请',
    '实名认证的茶农可在“茶农贷款”填写茶园面积、种植品种和预估产量等信息，线下业务人员会与您联系。',
  ],
  ['zhaq', '账号安全', '请妥善保管账号密码，不要向他人透露短信验证码；如发现账号异常请及时联系平台客服。'],
].map(([code, name, ...paragraphs], i) => ({
  id: `guide-${code}`,
  code,
  name,
  content: html(...paragraphs),
  sort: i + 1,
}));

export const DEMO_DEPUTIES: (DeputyFields & { password?: string })[] = [
  {
    name: '周明',
    idCardNo: '411502198807156012',
    phone: '13800000101',
    isWork: 1,
    isToutiao: 1,
    isActivity: 0,
    password: 'Tea12345',
  },
  // pending: its phone's owner has not logged in by SMS code yet
  { name: '吴芳', idCardNo: '411503199203084527', phone: '13800000102', isWork: 0, isToutiao: 1, isActivity: 1 },
  {
    name: '郑强',
    idCardNo: '411524198511203319',
    phone: '13800000103',
    isWork: 1,
    isToutiao: 0,
    isActivity: 1,
    password: 'Tea12345',
  },
];
