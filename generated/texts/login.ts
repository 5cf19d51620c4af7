// generated from spec/texts.yaml by npm run generate — do not edit

// The login texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const passwordTab = '账号密码登录';
export const phoneTab = '手机验证码登录';
export const qrTab = '扫码登录';
export const tabs = '登录方式';
export const forgotPassword = '忘记密码？';
export const noAccount = '还没有账号？';
export const personalRegister = '个人注册';
export const legalRegister = '法人注册';
export const wechat = '微信登录';
export const alipay = '支付宝登录';
export const qrExpired = '二维码已失效，请点击刷新';
export const qrScanned = '扫码成功，请在手机上确认登录';
export const qrWaiting = '请使用茶产业门户 App 扫码登录';
export const qrImage = '登录二维码';
export const refreshQr = '刷新二维码';
