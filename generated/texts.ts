// generated from spec/texts.yaml by npm run generate — do not edit

/** Toasts, empty and failed states, dialogs and buttons by purpose; {name} marks a value the runtime fills in. */
export const texts = {
  notOpen: '暂未开放',
  emptyList: '暂无数据',
  loadFailed: '加载失败',
  noFigures: '暂无统计',
  retry: '重试',
  carousel: '轮播图',
  pager: '{list}分页',
  networkWeak: '网络不给力，请稍后再试',
  loginExpired: '登录已过期，请刷新页面',
  pageError: '页面出错了，请刷新重试',
  realNamePending: '实名审核中，请耐心等待',
  realNameRequired: '您还未实名认证，请先完成实名认证',
  goVerify: '去认证',
  backToUserHome: '返回个人中心',
  recognitionFailed: '识别失败，请手动输入身份信息',
  realNameRejected: '实名认证未通过，请核对信息后重新提交',
  signedIn: '签到成功',
  alreadySigned: '今日已签到',
  needLegalAccount: '权限不足，请使用法人账号登录后进行认证',
  needPersonalAccount: '权限不足，请使用个人账号登录后进行认证',
  verificationWaiting: '认证资料已提交，请耐心等待审核结果',
  enterpriseVerificationReadOnly: '企业认证信息由企业法人账号维护',
  copied: '复制成功',
  copyFailed: '复制失败，请手动复制',
  imageFormat: '请上传图片正确格式',
  uploadVideo: '请上传视频',
  atMostOneVideo: '最多上传1个视频',
  coverAfterImages: '上传图片后从中选择封面',
  atMostImages: '图片最多上传{n}张',
  atMostThreeImages: '图片最多上传三张',
  confirmDeleteImage: '确定要删除这张图片吗？',
  deleteCancelled: '已取消删除',
  imageDeleted: '图片删除成功',
  done: '操作成功',
  chatEmpty: '请输入内容',
  chatEmptyPopup: '请输入要发送的消息',
  chatKickedOut: '您的账号已在其他地方登录，请重新登录',
  qrExpired: '二维码已失效，请点击刷新',
  qrScanned: '扫码成功，请在手机上确认登录',
  qrWaiting: '请使用茶产业门户 App 扫码登录',
  verificationSteps: ['选择认证类型', '填写认证信息', '等待审核', '认证成功'],
  deputyPermissions: { isWork: '职位招聘', isToutiao: '头条资讯', isActivity: '茶文化节活动申请' },
  passwordStrength: { weak: '弱', medium: '中', strong: '强' },
} as const;

/** How many rows or messages the runtime loads at a time. */
export const sizes = { chatPage: 15, listPage: 10, mapSearchPage: 10 } as const;

/** Which status codes put a page in which stage; a code no list names takes the rule's last stage. */
export const rules: {
  verificationStage: { waiting: readonly number[]; rejected: readonly number[] };
  realNameGate: { pass: readonly number[]; pending: readonly number[] };
} = { verificationStage: { waiting: [0], rejected: [2] }, realNameGate: { pass: [1], pending: [0] } };
