// generated from spec/texts.yaml by npm run generate — do not edit

// The signIn texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const signedIn = '签到成功';
export const alreadySigned = '今日已签到';
export const title = '每日签到';
export const slogan = '连续签到领积分，七天一个周期';
export const signIn = '签到';
export const streak = '已连续签到 {days} 天 · 累计积分 {points}';
export const rules = '签到规则';
export const calendar = '签到日历';
export const day = '第{n}天';
export const signed = '已签到';
export const signNow = '立即签到';
export const gotIt = '知道了';
export const daySigned = '已签';
export const today = '今天';
export const points = '积分';
