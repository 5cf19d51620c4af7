// generated from spec/texts.yaml by npm run generate — do not edit

/** The login texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const loginTexts = {
  passwordTab: '账号密码登录',
  phoneTab: '手机验证码登录',
  qrTab: '扫码登录',
  tabs: '登录方式',
  forgotPassword: '忘记密码？',
  noAccount: '还没有账号？',
  personalRegister: '个人注册',
  legalRegister: '法人注册',
  wechat: '微信登录',
  alipay: '支付宝登录',
  qrExpired: '二维码已失效，请点击刷新',
  qrScanned: '扫码成功，请在手机上确认登录',
  qrWaiting: '请使用茶产业门户 App 扫码登录',
  qrImage: '登录二维码',
  refreshQr: '刷新二维码',
} as const;
