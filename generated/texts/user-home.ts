// generated from spec/texts.yaml by npm run generate — do not edit

/** The userHome texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const userHomeTexts = {
  profile: '个人资料',
  integral: '积分',
  collectNum: '收藏',
  fansNum: '粉丝',
  company: '企业',
  personal: '个人',
  phone: '手机号：',
  intro: '简介：',
  noIntro: '还没有简介',
  editHome: '编辑主页',
  editInfo: '编辑资料',
  deputies: '副操作员管理',
} as const;
