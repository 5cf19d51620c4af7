// generated from spec/texts.yaml by npm run generate — do not edit

/** The realName texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const realNameTexts = {
  title: '实名认证',
  pending: '实名审核中，请耐心等待',
  required: '您还未实名认证，请先完成实名认证',
  goVerify: '去认证',
  backToUserHome: '返回个人中心',
  recognitionFailed: '识别失败，请手动输入身份信息',
  rejected: '实名认证未通过，请核对信息后重新提交',
} as const;
