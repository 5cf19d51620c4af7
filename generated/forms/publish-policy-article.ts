// generated from spec/forms/publish-policy-article.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './publish-policy-article.validator.js';

export const form = {
  id: 'publish-policy-article',
  title: '发布政策文章',
  operation: 'saveArticle',
  buttons: [{ label: '发布', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId' },
  local: [],
  after: { serverMessage: true, back: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['articleType', 'title', 'laiYuan', 'details', 'covertype', 'iscloseComment'],
    properties: {
      articleType: {
        type: 'integer',
        title: '文章类型',
        default: 2,
        oneOf: [
          { const: 2, title: '政府政策' },
          { const: 3, title: '金融政策' },
        ],
      },
      title: {
        type: 'string',
        title: '标题',
        minLength: 5,
        maxLength: 30,
        errorMessage: { minLength: '请输入5-30个字的文章标题', maxLength: '请输入5-30个字的文章标题' },
      },
      laiYuan: { type: 'string', title: '来源' },
      details: { type: 'string', title: '正文' },
      promotionType: {
        type: 'integer',
        title: '推广',
        default: 0,
        oneOf: [
          { const: 0, title: '无' },
          { const: 1, title: '店铺' },
          { const: 2, title: '商品' },
        ],
      },
      promotionName: { type: 'string', title: '店铺/商品名称', default: '' },
      promotionPrice: {
        type: 'string',
        title: '商品价格（元）',
        pattern: '^\\d+(\\.\\d)?$',
        errorMessage: { pattern: '请输入商品价格' },
      },
      promotionLink: { type: 'string', title: '店铺/商品链接', default: '' },
      covertype: {
        type: 'integer',
        title: '封面',
        default: 3,
        oneOf: [
          { const: 1, title: '单图' },
          { const: 2, title: '三图' },
          { const: 3, title: '无封面' },
        ],
      },
      showtype: {
        type: 'integer',
        title: '版式',
        default: 1,
        oneOf: [
          { const: 1, title: '左文右图' },
          { const: 2, title: '上文下图' },
        ],
      },
      coveres: { type: 'string', title: '封面图片' },
      iscloseComment: {
        type: 'integer',
        title: '评论',
        default: 0,
        oneOf: [
          { const: 0, title: '允许评论' },
          { const: 1, title: '关闭评论' },
        ],
      },
    },
    allOf: [
      {
        if: { required: ['promotionType'], properties: { promotionType: { const: 1 } } },
        then: {
          properties: {
            promotionName: { pattern: '\\S', errorMessage: { pattern: '请输入店铺名称' } },
            promotionLink: { pattern: '\\S', errorMessage: { pattern: '请输入店铺链接' } },
          },
        },
      },
      {
        if: { required: ['promotionType'], properties: { promotionType: { const: 2 } } },
        then: {
          required: ['promotionPrice'],
          properties: {
            promotionName: { not: { pattern: '^\\s*$' }, errorMessage: { not: '请输入商品名称' } },
            promotionLink: { not: { pattern: '^\\s*$' }, errorMessage: { not: '请输入商品链接' } },
          },
          errorMessage: { required: { promotionPrice: '请输入商品价格' } },
        },
      },
    ],
    errorMessage: {
      required: {
        articleType: '请选择文章类型',
        title: '请输入文章标题',
        laiYuan: '请输入文章来源',
        details: '请输入文章内容',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': [
      'articleType',
      'title',
      'laiYuan',
      'details',
      'promotionType',
      'promotionName',
      'promotionPrice',
      'promotionLink',
      'covertype',
      'showtype',
      'coveres',
      'iscloseComment',
      '*',
    ],
    articleType: { 'ui:widget': 'radio' },
    title: { 'ui:placeholder': '请输入5-30个字的标题' },
    laiYuan: { 'ui:placeholder': '请输入文章来源' },
    details: { 'ui:widget': 'rich-text' },
    promotionType: { 'ui:widget': 'radio' },
    promotionName: { 'ui:emptyValue': '', 'ui:options': { shownWhen: { field: 'promotionType', in: [1, 2] } } },
    promotionPrice: {
      'ui:placeholder': '最多一位小数',
      'ui:options': { shownWhen: { field: 'promotionType', in: [2] } },
    },
    promotionLink: { 'ui:emptyValue': '', 'ui:options': { shownWhen: { field: 'promotionType', in: [1, 2] } } },
    covertype: { 'ui:widget': 'radio' },
    showtype: { 'ui:widget': 'radio', 'ui:options': { shownWhen: { field: 'covertype', in: [1] } } },
    coveres: { 'ui:widget': 'image-upload', 'ui:options': { max: 3, shownWhen: { field: 'covertype', in: [1, 2] } } },
    iscloseComment: { 'ui:widget': 'radio' },
  },
  messages: [
    { field: 'title', rules: ['required'], text: '请输入文章标题' },
    { field: 'laiYuan', rules: ['required'], text: '请输入文章来源' },
    { field: 'title', rules: ['minLength', 'maxLength'], text: '请输入5-30个字的文章标题' },
    { field: 'details', rules: ['required'], text: '请输入文章内容' },
    { field: 'promotionName', rules: ['pattern'], text: '请输入店铺名称' },
    { field: 'promotionName', rules: ['not'], text: '请输入商品名称' },
    { field: 'promotionPrice', rules: ['required', 'pattern'], text: '请输入商品价格' },
    { field: 'promotionLink', rules: ['pattern'], text: '请输入店铺链接' },
    { field: 'promotionLink', rules: ['not'], text: '请输入商品链接' },
    { field: 'articleType', rules: ['required'], text: '请选择文章类型' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
