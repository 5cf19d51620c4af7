// generated from spec/texts.yaml by npm run generate — do not edit

// The userHome texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const profile = '个人资料';
export const integral = '积分';
export const collectNum = '收藏';
export const fansNum = '粉丝';
export const company = '企业';
export const personal = '个人';
export const phone = '手机号：';
export const intro = '简介：';
export const noIntro = '还没有简介';
export const editHome = '编辑主页';
export const editInfo = '编辑资料';
export const deputies = '副操作员管理';
