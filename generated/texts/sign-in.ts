// generated from spec/texts.yaml by npm run generate — do not edit

/** The signIn texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const signInTexts = {
  signedIn: '签到成功',
  alreadySigned: '今日已签到',
  title: '每日签到',
  slogan: '连续签到领积分，七天一个周期',
  signIn: '签到',
  streak: '已连续签到 {days} 天 · 累计积分 {points}',
  rules: '签到规则',
  calendar: '签到日历',
  day: '第{n}天',
  signed: '已签到',
  signNow: '立即签到',
  gotIt: '知道了',
  daySigned: '已签',
  today: '今天',
  points: '积分',
} as const;
