// generated from spec/texts.yaml by npm run generate — do not edit

// The shell texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const welcome = '欢迎来到{platform}';
export const home = '首页';
export const accountNav = '账户';
export const serviceNav = '服务与帮助';
export const login = '登录';
export const register = '注册';
export const messages = '消息';
export const messagesUnread = '消息，{n}条未读';
export const unreadDot = '{n}条未读消息';
export const logout = '退出';
export const back = '返回';
export const search = '搜索';
export const searchCategory = '搜索类别';
export const searchPlaceholder = '搜索文章、活动、职位、专家';
export const searchHistory = '搜索历史';
export const clearHistory = '清空历史';
export const menu = '菜单';
export const closeMenu = '关闭菜单';
export const mainNav = '主导航';
export const navSection = '导航';
export const tabBar = '底部导航';
export const scanToDownload = '扫码下载';
export const contactUs = '联系我们';
export const hotline = '客服热线：{phone}';
export const reportHotline = '举报电话：{phone}';
export const legalNav = '法律信息';
export const quickServices = '快捷服务';
export const customerService = '客服';
export const feedback = '反馈';
export const backToTop = '顶部';
export const userMenu = '个人中心';
export const creatorMenu = '创作中心';
