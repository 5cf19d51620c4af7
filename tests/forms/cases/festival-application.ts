import type { FormCase } from '../form-messages.test';

export const valid = {
  coverPic: '/__sandbox/uploads/cover.png',
  uploadFiles: ['/__sandbox/uploads/a1.png'],
  videos: ['/__sandbox/uploads/intro.mp4'],
  sponsor: '信阳毛尖茶业有限公司',
  name: '毛尖茶园秋季开放日',
  enterpriseIsJoin: 1,
  signUpStartTime: '2099-09-01',
  signUpEndTime: '2099-09-10',
  startTime: '2099-09-20',
  endTime: '2099-09-21',
  type: 1,
  crtHost: 'https://expo.example/live/1',
  dayStartTime: '09:00',
  dayEndTime: '17:00',
  number: 300,
  address: '河南省信阳市平桥区明港镇',
  details: '参观茶园，品鉴秋茶。',
};

export const cases: FormCase[] = [
  { given: {}, want: '请上传封面图' },
  // dates: not before yesterday, each end not before its start (x-notBefore)
  { given: { ...valid, signUpStartTime: '2020-09-01' }, want: '报名开始日期不能早于昨天' },
  { given: { ...valid, signUpEndTime: '2099-08-31' }, want: '报名结束时间不能早于报名开始时间' },
  { given: { ...valid, startTime: '2020-09-20' }, want: '活动开始日期不能早于昨天' },
  { given: { ...valid, signUpEndTime: '2099-09-25' }, want: '活动时间不能早于报名截止时间' },
  { given: { ...valid, endTime: '2099-09-19' }, want: '活动结束时间不能早于开始时间' },
  // a missing date is reported before a date in the wrong order
  { given: { ...valid, startTime: undefined, signUpEndTime: '2099-08-31' }, want: '请选择活动时间' },
  { given: { ...valid, coverPic: undefined }, want: '请上传封面图' },
  { given: { ...valid, uploadFiles: undefined }, want: '请上传活动图片' },
  { given: { ...valid, uploadFiles: [] }, want: '请上传活动图片' },
  { given: { ...valid, videos: [] }, want: '请上传活动视频' },
  // the list rjsf fills up to minItems, its entry still empty
  { given: { ...valid, videos: [null] }, want: '请上传活动视频' },
  { given: { ...valid, videos: ['/__sandbox/uploads/a.mp4', '/__sandbox/uploads/b.mp4'] }, want: '最多上传1个视频' },
  { given: { ...valid, sponsor: undefined }, want: '请输入主办方' },
  { given: { ...valid, name: undefined }, want: '请输入活动主题' },
  // sign-up dates only when enterprises may sign up
  { given: { ...valid, signUpStartTime: undefined }, want: '请选择报名时间' },
  { given: { ...valid, signUpEndTime: undefined }, want: '请选择报名时间' },
  { given: { ...valid, signUpStartTime: undefined, signUpEndTime: undefined }, want: '请选择报名时间' },
  { given: { ...valid, enterpriseIsJoin: 0, signUpStartTime: undefined, signUpEndTime: undefined }, want: null },
  { given: { ...valid, startTime: undefined }, want: '请选择活动时间' },
  { given: { ...valid, endTime: undefined }, want: '请选择活动时间' },
  // the link only for an online activity
  { given: { ...valid, crtHost: undefined }, want: '请输入活动链接' },
  { given: { ...valid, type: 2, crtHost: undefined }, want: null },
  { given: { ...valid, enterpriseIsJoin: 0, signUpStartTime: undefined, type: 2, crtHost: undefined }, want: null },
  { given: { ...valid, dayStartTime: undefined }, want: '请选择每天时间' },
  { given: { ...valid, dayEndTime: undefined }, want: '请选择每天时间' },
  { given: { ...valid, number: undefined }, want: '请输入容纳人数' },
  { given: { ...valid, number: 0 }, want: '请输入容纳人数' },
  { given: { ...valid, address: undefined }, want: '请输入举办地址' },
  { given: { ...valid, details: undefined }, want: '请输入活动介绍' },
  // checked in the documented order: the sign-up time before the activity time, the link before the daily time
  { given: { ...valid, signUpStartTime: undefined, startTime: undefined }, want: '请选择报名时间' },
  { given: { ...valid, crtHost: undefined, dayStartTime: undefined, details: undefined }, want: '请输入活动链接' },
  { given: { ...valid, sponsor: undefined, signUpEndTime: undefined }, want: '请输入主办方' },
  { given: valid, want: null },
];
