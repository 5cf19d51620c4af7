// generated from spec/display.yaml by npm run generate — do not edit

export type Tone = 'default' | 'primary' | 'success' | 'warning' | 'error' | 'info';

export type FormatName =
  | 'ago'
  | 'calendar'
  | 'date'
  | 'dateTime'
  | 'hourMinute'
  | 'idCard'
  | 'monthDay'
  | 'phone'
  | 'phoneFrom8'
  | 'price1'
  | 'rank'
  | 'time'
  | 'yuan';

export type LabelName =
  | 'activityReview'
  | 'activityStatus'
  | 'activityTag'
  | 'activityType'
  | 'answerStatus'
  | 'authState'
  | 'authStatePersonal'
  | 'browseType'
  | 'contestStatus'
  | 'deputyStatus'
  | 'expertLevel'
  | 'honourType'
  | 'jobListing'
  | 'payUnit'
  | 'pointsType'
  | 'realNamePage'
  | 'realNameStatus'
  | 'salaryStatus'
  | 'startStatus'
  | 'subMemberRole'
  | 'workType';

/** One format: a dayjs pattern, the two relative-time rules, a mask, money or a number. */
export type Format =
  | { kind: 'date'; pattern: string }
  | {
      kind: 'ago';
      units: { second: string; minute: string; hour: string; day: string };
      days: number;
      recent: string;
      monthDays: number;
      full: string;
    }
  | { kind: 'calendar'; otherYear: string; earlier: string; yesterday: string; morning: string; afternoon: string }
  | { kind: 'mask'; start: number; end?: number; stars?: number; from?: number }
  | { kind: 'money'; decimals: number; prefix?: string; suffix?: string }
  | { kind: 'number'; pad?: number; suffix?: string };

export interface Label {
  text: string;
  tone?: Tone;
}

export const formats: Readonly<Record<FormatName, Format>> = {
  ago: {
    kind: 'ago',
    units: { second: '秒前', minute: '分钟前', hour: '小时前', day: '天前' },
    days: 3,
    recent: 'MM-DD HH:mm',
    monthDays: 30,
    full: 'YYYY-MM-DD',
  },
  calendar: {
    kind: 'calendar',
    otherYear: 'YYYY-MM-DD HH:mm',
    earlier: 'MM-DD HH:mm',
    yesterday: '[昨天] HH:mm',
    morning: '[上午] hh:mm',
    afternoon: '[下午] hh:mm',
  },
  date: { kind: 'date', pattern: 'YYYY-MM-DD' },
  dateTime: { kind: 'date', pattern: 'YYYY-MM-DD HH:mm' },
  hourMinute: { kind: 'date', pattern: 'HH:mm' },
  idCard: { kind: 'mask', start: 3, end: 4 },
  monthDay: { kind: 'date', pattern: 'MM-DD' },
  phone: { kind: 'mask', start: 3, end: 4 },
  phoneFrom8: { kind: 'mask', start: 3, stars: 4, from: 8 },
  price1: { kind: 'money', decimals: 1, suffix: '元' },
  rank: { kind: 'number', pad: 2 },
  time: { kind: 'date', pattern: 'HH:mm:ss' },
  yuan: { kind: 'money', decimals: 2, suffix: '元' },
};

/** Label maps by name: a field's value (as text) → its label. */
export const labels: Readonly<Record<LabelName, Readonly<Record<string, Label>>>> = {
  activityReview: {
    '0': { text: '待审核', tone: 'warning' },
    '1': { text: '被驳回', tone: 'error' },
    '2': { text: '已通过', tone: 'success' },
  },
  activityStatus: {
    '2': { text: '报名中', tone: 'success' },
    '3': { text: '进行中', tone: 'primary' },
    '4': { text: '已结束', tone: 'default' },
  },
  activityTag: { '0': { text: '评比评选' }, '1': { text: '茶文化节' } },
  activityType: { '1': { text: '线上' }, '2': { text: '线下' } },
  answerStatus: {
    '0': { text: '待采纳', tone: 'default' },
    '1': { text: '有用', tone: 'success' },
    '2': { text: '无用', tone: 'default' },
  },
  authState: {
    '0': { text: '审核中', tone: 'warning' },
    '1': { text: '已发布', tone: 'primary' },
    '2': { text: '未通过', tone: 'error' },
  },
  authStatePersonal: {
    '1': { text: '审核中', tone: 'warning' },
    '2': { text: '已发布', tone: 'primary' },
    '3': { text: '未通过', tone: 'error' },
  },
  browseType: {
    '1': { text: '文章' },
    '2': { text: '问答' },
    '3': { text: '视频' },
    '4': { text: '职位' },
    '5': { text: '茶文化节' },
    '6': { text: '评比评选' },
    '7': { text: '求购' },
    '8': { text: '其他' },
  },
  contestStatus: {
    '1': { text: '未开始', tone: 'default' },
    '2': { text: '报名中', tone: 'success' },
    '3': { text: '投票中', tone: 'primary' },
    '4': { text: '已结束', tone: 'default' },
  },
  deputyStatus: { '0': { text: '待激活', tone: 'warning' }, '1': { text: '已激活', tone: 'success' } },
  expertLevel: {
    '1': { text: '农艺师' },
    '2': { text: '高级农艺师' },
    '3': { text: '正高级农艺师' },
    '4': { text: '首席专家' },
  },
  honourType: { '1': { text: '国茶工艺大师' }, '2': { text: '制茶大师' }, '3': { text: '领军人物' } },
  jobListing: { '0': { text: '已下架', tone: 'default' }, '1': { text: '已上架', tone: 'success' } },
  payUnit: { '0': { text: '元/月' }, '1': { text: '元/天' } },
  pointsType: {
    '1': { text: '新手欢迎奖励' },
    '2': { text: '设置头像' },
    '3': { text: '设置昵称' },
    '4': { text: '完善个人信息' },
    '5': { text: '每日登录' },
    '6': { text: '每日签到任务' },
    '7': { text: '邀请好友' },
    '8': { text: '发布职位' },
    '9': { text: '发布交易信息' },
    '10': { text: '发布视频' },
    '11': { text: '浏览视频' },
    '12': { text: '茶技咨询' },
    '13': { text: '浏览资讯' },
    '14': { text: '发布头条' },
    '15': { text: '填写评论' },
    '16': { text: '连续签到奖励' },
  },
  realNamePage: {
    '1': { text: '已实名', tone: 'success' },
    '2': { text: '未通过', tone: 'error' },
    '-1': { text: '未实名', tone: 'default' },
  },
  realNameStatus: {
    '0': { text: '审核中', tone: 'warning' },
    '1': { text: '已实名', tone: 'success' },
    '2': { text: '未实名', tone: 'default' },
    '-1': { text: '未实名', tone: 'default' },
  },
  salaryStatus: { '1': { text: '面议' } },
  startStatus: { '1': { text: '随时上岗' } },
  subMemberRole: { '0': { text: '村长' }, '1': { text: '组长' }, '2': { text: '茶农' } },
  workType: { '1': { text: '文章' }, '2': { text: '视频' }, '3': { text: '问答' }, '4': { text: '公告' } },
};
