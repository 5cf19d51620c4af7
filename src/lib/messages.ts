// Runtime messages (toasts, confirms, empty states) in one place. Form validation messages live in
// spec/forms/*.yaml; these are the ones the runtime itself shows. Texts are the seeds' own, except
// where marked "assumed" (the seed gives only an English paraphrase).
export const messages = {
  loginFirst: '请先登录',
  pleaseLogin: '请登录',
  notOpen: '暂未开放',
  emptyList: '暂无数据',
  /** assumed: seed 1 §8 "network is weak, please try again later" */
  networkWeak: '网络不给力，请稍后再试',
  /** assumed: seed 1 §8 "the login has expired and the page must be refreshed" */
  loginExpired: '登录已过期，请刷新页面',
  /** assumed: the main client's time-out (30 000 ms) has no documented text; it reads as a weak network */
  requestTimeout: '网络不给力，请稍后再试',
  /** assumed: shown by a route's error boundary instead of a white screen */
  pageError: '页面出错了，请刷新重试',
  qrExpired: '二维码已失效，请点击刷新',
  qrScanned: '扫码成功，请在手机上确认登录',
  qrWaiting: '请使用茶产业门户 App 扫码登录',
  passwordStrength: { weak: '弱', medium: '中', strong: '强' },
} as const;
