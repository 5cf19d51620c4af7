// generated from spec/texts.yaml by npm run generate — do not edit

// The common texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const notOpen = '暂未开放';
export const emptyList = '暂无数据';
export const loadFailed = '加载失败';
export const noFigures = '暂无统计';
export const retry = '重试';
export const pager = '{list}分页';
export const networkWeak = '网络不给力，请稍后再试';
export const loginExpired = '登录已过期，请刷新页面';
export const pageError = '页面出错了，请刷新重试';
export const done = '操作成功';
export const copied = '复制成功';
export const copyFailed = '复制失败，请手动复制';
export const confirm = '确定';
export const cancel = '取消';
export const close = '关闭';
export const loading = '加载中';
export const notFound = '页面不存在';
export const backHome = '返回首页';
export const listHeading = '列表';
export const pageItem = '第{page}页';
export const goToPage = '前往第{page}页';
export const previousPage = '上一页';
export const nextPage = '下一页';
export const firstPage = '第一页';
export const lastPage = '最后一页';
