import type { FormCase } from '../form-messages.test';
import { valid as person } from './personal-register';

const valid = { ...person, company: '信阳云雾茶业', creditCode: '91411500MA40000009', userName: '孙立' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入包括数字和字母、长度8到16位的密码组合' },
  { given: { ...valid, newPassword: 'x' }, want: '两次密码不一致' },
  { given: { ...valid, identity: 'x' }, want: '证件格式不正确' },
  { given: { ...valid, phone: 'x' }, want: '手机号格式不正确' },
  { given: { ...valid, agree: undefined }, want: '请阅读并同意协议' },
  { given: { ...valid, code: undefined }, want: '请输入6位验证码' },
  { given: { ...valid, company: undefined }, want: '请输入企业名称' },
  { given: { ...valid, creditCode: undefined }, want: '企业统一信用代码格式错误' },
  { given: { ...valid, userName: undefined }, want: '请输入法定代表人姓名' },
  { given: { ...valid, realName: undefined }, want: '请输入联系人姓名' },
  // the company rules come after every individual rule
  { given: { ...valid, company: undefined, code: undefined }, want: '请输入6位验证码' },
  { given: valid, want: null },
];
