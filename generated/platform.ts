// generated from spec/routes.yaml by npm run generate — do not edit
export const platform = '信阳茶产业服务平台';

/** The platform in a sentence: index.html's meta description. */
export const description =
  '信阳茶产业服务平台：云赏头条资讯、视频与问答，大宗交易与采购，评比评选，招聘求职，茶技服务与专家咨询，茶文化节与茶农贷款。';
