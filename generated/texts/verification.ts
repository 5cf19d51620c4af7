// generated from spec/texts.yaml by npm run generate — do not edit

// The verification texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const title = '创作者认证';
export const steps = ['选择认证类型', '填写认证信息', '等待审核', '认证成功'] as const;
export const stepsLabel = '认证步骤';
export const stepRejected = '审核未通过';
export const person = '个人认证';
export const personHint = '适用于个人茶农、茶艺师、茶文化爱好者，使用个人账号认证';
export const enterprise = '企业认证';
export const enterpriseHint = '适用于茶企、合作社、茶叶店铺，使用企业法人账号认证';
export const editTitle = '修改{kind}信息';
export const back = '返回';
export const needLegalAccount = '权限不足，请使用法人账号登录后进行认证';
export const needPersonalAccount = '权限不足，请使用个人账号登录后进行认证';
export const waitingToast = '认证资料已提交，请耐心等待审核结果';
export const enterpriseReadOnly = '企业认证信息由企业法人账号维护';
export const record = {
  waiting: '审核中',
  rejected: '审核未通过',
  rejectReason: '驳回原因：{reason}',
  noReason: '无',
  resubmit: '重新提交',
  verified: '认证成功',
  details: '认证信息',
  headPic: '头像',
  name: '用户名',
  idCardNo: '身份证号',
  intro: '简介',
  companyName: '企业名称',
  license: '营业执照',
  region: '所在地区',
  address: '详细地址',
  edit: '编辑',
} as const;
