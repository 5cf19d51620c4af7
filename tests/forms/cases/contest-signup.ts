import type { FormCase } from '../form-messages.test';

export const valid = {
  coverPic: '/__sandbox/uploads/garden.JPG',
  name: '浉河区茶友家庭茶园',
  contacts: '王小明',
  idcard: '411502199005121234',
  phone: '13800000001',
  details: '半山腰的家庭茶园。',
  fileList: [{ path: '/__sandbox/uploads/g1.png', type: 1 }],
};

const media = (n: number) => Array.from({ length: n }, (_, i) => ({ path: `/__sandbox/uploads/m${i}.mp4`, type: 2 }));

export const cases: FormCase[] = [
  { given: {}, want: '请上传封面' },
  { given: { ...valid, coverPic: '/__sandbox/uploads/intro.mp4' }, want: '请上传封面' },
  { given: { ...valid, name: undefined }, want: '请输入参赛名称' },
  { given: { ...valid, contacts: undefined }, want: '请输入联系人' },
  { given: { ...valid, idcard: undefined }, want: '请输入身份证号' },
  { given: { ...valid, idcard: '4115021990051212345' }, want: '请输入身份证号' },
  { given: { ...valid, phone: '1380000000' }, want: '联系方式不正确' },
  { given: { ...valid, details: undefined }, want: '请输入参赛介绍' },
  { given: { ...valid, fileList: [] }, want: '请上传介绍图片或视频' },
  { given: { ...valid, fileList: media(4) }, want: '最多上传三张' },
  { given: { ...valid, fileList: media(3) }, want: null },
  { given: { ...valid, name: undefined, fileList: [] }, want: '请输入参赛名称' },
  { given: valid, want: null },
];
