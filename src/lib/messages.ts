// Runtime messages (toasts, confirms, empty states) in one place. Form validation messages live in
// spec/forms/*.yaml; these are the ones the runtime itself shows. Texts are the seeds' own, except
// where marked "assumed" (the seed gives only an English paraphrase).
import { visitorMessage } from '../../generated/api/operations';

export const messages = {
  // the x-access-control visitor message of spec/openapi.yaml (seed 1 §8), also what the server answers
  loginFirst: visitorMessage,
  notOpen: '暂未开放',
  emptyList: '暂无数据',
  /** assumed: a block whose call failed says so in its place (the call's own message has its toast) */
  loadFailed: '加载失败',
  /** assumed: a figure nobody records (issue 32 §7) */
  noFigures: '暂无统计',
  retry: '重试',
  /** assumed: what a screen reader calls a carousel (aria-roledescription) */
  carousel: '轮播图',
  /** assumed: a pager's name, after its list's (MUI's own is the English "pagination navigation") */
  pager: (list: string) => `${list}分页`,
  /** assumed: seed 1 §8 "network is weak, please try again later" */
  networkWeak: '网络不给力，请稍后再试',
  /** assumed: seed 1 §8 "the login has expired and the page must be refreshed" */
  loginExpired: '登录已过期，请刷新页面',
  /** assumed: shown by a route's error boundary instead of a white screen */
  pageError: '页面出错了，请刷新重试',
  /** seed 1 §5: real-name-gated features while the review is pending */
  realNamePending: '实名审核中，请耐心等待',
  /** assumed: seed 1 §5 "a dialog offering to go verify" (not verified, -1 or 2) */
  realNameRequired: '您还未实名认证，请先完成实名认证',
  goVerify: '去认证',
  /** assumed: where a gated page sends a member whose check is under review instead (seed 1 §2.8 sends them back from 去认证) */
  backToUserHome: '返回个人中心',
  /** assumed: seed 1 §8 "recognition failed, please enter identity info manually" (shown after 1 s) */
  recognitionFailed: '识别失败，请手动输入身份信息',
  /** assumed: seed 1 §4 lets a rejected member (idcardStatus 2) submit again but gives no hint text */
  realNameRejected: '实名认证未通过，请核对信息后重新提交',
  /** assumed: seed 1 §8 "sign-in successful" / "already signed in today" */
  signedIn: '签到成功',
  alreadySigned: '今日已签到',
  /** seed 1 §5: creator verification with the wrong account kind */
  needLegalAccount: '权限不足，请使用法人账号登录后进行认证',
  needPersonalAccount: '权限不足，请使用个人账号登录后进行认证',
  /** assumed: seed 1 §4 names the creator-verification state "waiting review" without a text */
  verificationWaiting: '认证资料已提交，请耐心等待审核结果',
  /** assumed: seed 1 §6 lets sub-users (type 3) see the enterprise's verification; only the enterprise changes it */
  enterpriseVerificationReadOnly: '企业认证信息由企业法人账号维护',
  copied: '复制成功',
  copyFailed: '复制失败，请手动复制',
  /** uploads (seed 1 §5, seed 2 §5, seed 3 §8) */
  imageFormat: '请上传图片正确格式',
  uploadVideo: '请上传视频',
  /** assumed: seed 2 §2.3 limits the video upload to one file (drag or pick) without a text */
  atMostOneVideo: '最多上传1个视频',
  /** assumed: the cover picker before any image is uploaded (seed 2 §2.3 "choose a cover" among the question's images) */
  coverAfterImages: '上传图片后从中选择封面',
  /** the documented text for the usual limit of three; other limits say their number */
  atMostImages: (n: number) => (n === 3 ? '图片最多上传三张' : `图片最多上传${n}张`),
  confirmDeleteImage: '确定要删除这张图片吗？',
  deleteCancelled: '已取消删除',
  /** assumed: seed 2 §8 gives "delete image success" in English only */
  imageDeleted: '图片删除成功',
  /** success toasts */
  done: '操作成功',
  /** seed 2 §2.2: the notice centre's chat editor, empty */
  chatEmpty: '请输入内容',
  // seed 3 §5: the chat pop-ups of its public pages (an author's 咨询, an instrument's 私信, a job's 咨询TA)
  chatEmptyPopup: '请输入要发送的消息',
  chatKickedOut: '您的账号已在其他地方登录，请重新登录', // assumed: seed 1 §8 says only "must log in again"
  qrExpired: '二维码已失效，请点击刷新',
  qrScanned: '扫码成功，请在手机上确认登录',
  qrWaiting: '请使用茶产业门户 App 扫码登录',
  passwordStrength: { weak: '弱', medium: '中', strong: '强' },
} as const;
