import type { FormCase } from '../form-messages.test';

export const valid = { title: '明前茶采摘实拍（完整版）', showType: 2, label: '采茶,茶园风光', video: '/__sandbox/uploads/clip.mp4' };

export const cases: FormCase[] = [
  { given: {}, want: '请输入标题' },
  { given: { ...valid, label: undefined }, want: '请添加标签' },
  { given: { ...valid, video: undefined }, want: '请上传视频' },
  { given: valid, want: null },
];
