// generated from spec/texts.yaml by npm run generate — do not edit

// The smsCode texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const sendCode = '获取验证码';
export const resendIn = '{n}秒后重新获取';
