// generated from spec/texts.yaml by npm run generate — do not edit

// The realName texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const title = '实名认证';
export const pending = '实名审核中，请耐心等待';
export const required = '您还未实名认证，请先完成实名认证';
export const goVerify = '去认证';
export const backToUserHome = '返回个人中心';
export const recognitionFailed = '识别失败，请手动输入身份信息';
export const rejected = '实名认证未通过，请核对信息后重新提交';
