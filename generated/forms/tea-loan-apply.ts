// generated from spec/forms/tea-loan-apply.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './tea-loan-apply.validator.js';

export const form = {
  id: 'tea-loan-apply',
  title: '茶农贷款申请',
  operation: 'applyForLoan',
  buttons: [{ label: '提交申请', set: {} }],
  set: {},
  query: [],
  from: { memberId: 'session.userId' },
  local: [],
  after: { toast: '信息提交成功，线下会有业务人员与您联系，请注意电话接听', lock: true },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['name', 'phone', 'area', 'year', 'varieties', 'yield', 'idCard', 'county', 'city', 'address'],
    properties: {
      name: { type: 'string', title: '茶农姓名' },
      phone: {
        type: 'string',
        title: '联系电话',
        pattern: '^1[3-9]\\d{9}$',
        errorMessage: { pattern: '联系电话格式不正确' },
      },
      area: {
        type: 'number',
        title: '茶园面积（亩）',
        exclusiveMinimum: 0,
        errorMessage: { exclusiveMinimum: '请输入茶园面积' },
      },
      year: {
        type: 'integer',
        title: '定植年份',
        minimum: 1900,
        maximum: 2100,
        errorMessage: { minimum: '请输入定值年份', maximum: '请输入定值年份', type: '请输入定值年份' },
      },
      varieties: { type: 'string', title: '种植品种' },
      yield: {
        type: 'number',
        title: '当年预估产量（斤）',
        minimum: 0,
        errorMessage: { minimum: '请输入当年预估产量' },
      },
      idCard: {
        type: 'string',
        title: '茶农身份证号',
        pattern: '^\\d{17}[\\dXx]$',
        checkDigit: 'gb11643',
        errorMessage: { pattern: '茶农身份证号格式不正确', checkDigit: '茶农身份证号格式不正确' },
      },
      county: {
        type: 'string',
        title: '茶园所在县域',
        enum: ['浉河区', '平桥区', '潢川县', '光山县', '息县', '新县', '罗山县', '商城县', '淮滨县', '固始县'],
        errorMessage: { enum: '请输入茶园所在县域' },
      },
      city: { type: 'string', title: '茶园所在乡镇' },
      address: { type: 'string', title: '茶园地址' },
    },
    allOf: [
      {
        if: { required: ['county'], properties: { county: { const: '浉河区' } } },
        then: {
          properties: {
            city: {
              enum: ['董家河镇', '浉河港镇', '吴家店镇', '东双河镇', '谭家河乡', '十三里桥乡', '柳林乡', '游河乡'],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '平桥区' } } },
        then: {
          properties: {
            city: {
              enum: ['明港镇', '邢集镇', '五里镇', '平昌关镇', '龙井乡', '彭家湾乡', '肖王乡', '胡店乡'],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '潢川县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '双柳树镇',
                '伞陂镇',
                '卜塔集镇',
                '仁和镇',
                '付店镇',
                '踅孜镇',
                '桃林铺镇',
                '黄寺岗镇',
                '江家集镇',
                '来龙乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '光山县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '十里镇',
                '寨河镇',
                '孙铁铺镇',
                '马畈镇',
                '泼陂河镇',
                '白雀园镇',
                '砖桥镇',
                '凉亭乡',
                '文殊乡',
                '南向店乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '息县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '夏庄镇',
                '东岳镇',
                '项店镇',
                '小茴店镇',
                '曹黄林镇',
                '包信镇',
                '岗李店乡',
                '彭店乡',
                '临河乡',
                '关店乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '新县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '新集镇',
                '沙窝镇',
                '吴陈河镇',
                '苏河镇',
                '八里畈镇',
                '周河乡',
                '陡山河乡',
                '卡房乡',
                '千斤乡',
                '田铺乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '罗山县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '周党镇',
                '竹竿镇',
                '灵山镇',
                '子路镇',
                '楠杆镇',
                '青山镇',
                '潘新镇',
                '彭新镇',
                '铁铺镇',
                '朱堂乡',
                '山店乡',
                '定远乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '商城县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '鄢岗镇',
                '双椿铺镇',
                '汪桥镇',
                '余集镇',
                '达权店镇',
                '上石桥镇',
                '金刚台镇',
                '苏仙石乡',
                '伏山乡',
                '长竹园乡',
                '河凤桥乡',
                '吴河乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '淮滨县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '马集镇',
                '防胡镇',
                '新里镇',
                '期思镇',
                '赵集镇',
                '台头乡',
                '王家岗乡',
                '固城乡',
                '三空桥乡',
                '张庄乡',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
      {
        if: { required: ['county'], properties: { county: { const: '固始县' } } },
        then: {
          properties: {
            city: {
              enum: [
                '陈淋子镇',
                '黎集镇',
                '蒋集镇',
                '往流镇',
                '郭陆滩镇',
                '胡族铺镇',
                '方集镇',
                '段集镇',
                '汪棚镇',
                '武庙集镇',
              ],
              errorMessage: { enum: '请输入茶园所在乡镇' },
            },
          },
        },
      },
    ],
    errorMessage: {
      required: {
        name: '请输入茶农姓名',
        phone: '联系电话格式不正确',
        area: '请输入茶园面积',
        year: '请输入定值年份',
        varieties: '请输入种植品种',
        yield: '请输入当年预估产量',
        idCard: '请输入茶农身份证号',
        county: '请输入茶园所在县域',
        city: '请输入茶园所在乡镇',
        address: '请输入茶园地址',
      },
    },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['name', 'phone', 'area', 'year', 'varieties', 'yield', 'idCard', 'county', 'city', 'address', '*'],
    name: { 'ui:placeholder': '请输入茶农姓名' },
    phone: { 'ui:placeholder': '请输入联系电话', 'ui:autocomplete': 'tel' },
    area: { 'ui:placeholder': '请输入茶园面积' },
    year: { 'ui:placeholder': '如：2012' },
    varieties: { 'ui:placeholder': '如：信阳10号、白叶一号' },
    yield: { 'ui:placeholder': '请输入当年预估产量' },
    idCard: { 'ui:placeholder': '请输入茶农身份证号' },
    address: { 'ui:placeholder': '请输入茶园地址' },
  },
  messages: [
    { field: 'name', rules: ['required'], text: '请输入茶农姓名' },
    { field: 'phone', rules: ['required', 'pattern'], text: '联系电话格式不正确' },
    { field: 'area', rules: ['required', 'exclusiveMinimum'], text: '请输入茶园面积' },
    { field: 'year', rules: ['required', 'minimum', 'maximum', 'type'], text: '请输入定值年份' },
    { field: 'varieties', rules: ['required'], text: '请输入种植品种' },
    { field: 'yield', rules: ['required', 'minimum'], text: '请输入当年预估产量' },
    { field: 'idCard', rules: ['required'], text: '请输入茶农身份证号' },
    { field: 'idCard', rules: ['pattern', 'checkDigit'], text: '茶农身份证号格式不正确' },
    { field: 'county', rules: ['required', 'enum'], text: '请输入茶园所在县域' },
    { field: 'city', rules: ['required', 'enum'], text: '请输入茶园所在乡镇' },
    { field: 'address', rules: ['required'], text: '请输入茶园地址' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
