// generated from spec/texts.yaml by npm run generate — do not edit

// The cards texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const deputyPermissions = { isWork: '职位招聘', isToutiao: '头条资讯', isActivity: '茶文化节活动申请' } as const;
export const cover = '封面';
export const range = '{from} 至 {to}';
export const signUpPeriod = '报名时间 {period}';
export const heldPeriod = '活动时间 {period}';
export const sponsor = '主办方 {name}';
export const address = '地址 {address}';
export const reads = '{n} 阅读';
export const comments = '{n} 评论';
export const likes = '{n} 点赞';
export const views = '{n} 浏览';
export const answers = '{n} 回答';
export const favourited = '已收藏';
export const picture = '图片{n}';
export const idCardNo = '身份证号 {value}';
export const contactPhone = '联系电话 {phone}';
export const permissions = '权限';
export const permissionOn = '{name}已开启';
export const permissionOff = '{name}未开启';
export const praiseRate = '好评率 {rate}';
export const answerCount = '回答数 {n}';
export const copy = '复制';
export const copyPhone = '复制 {phone}';
export const urgent = '急招';
export const workDates = '用工时间 {dates}';
export const experience = '经验 {years}';
export const headcount = '招{n}人';
export const distance = ' · 距您{km}km';
export const showPhone = '查看电话';
