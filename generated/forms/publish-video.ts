// generated from spec/forms/publish-video.yaml by npm run generate — do not edit
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { FormSpec } from './types.js';
import { validateFns } from './publish-video.validator.js';

export const form = {
  id: 'publish-video',
  title: '发布视频',
  operation: 'saveVideo',
  buttons: [{ label: '发布', set: {} }],
  set: {},
  query: [],
  from: { userId: 'session.userId' },
  local: [],
  after: { serverMessage: true, back: true },
  update: { from: { videoId: 'query.id' }, operation: 'updateVideo', buttons: [{ label: '保存修改', set: {} }] },
  load: { params: { videoId: 'query.id', userId: 'session.userId' }, operation: 'findVideoById' },
  // ajv-errors' errorMessage keys are not JSON Schema draft-07, hence the cast through unknown
  schema: {
    type: 'object',
    required: ['title', 'label', 'video', 'showType'],
    properties: {
      title: { type: 'string', title: '标题' },
      showType: {
        type: 'integer',
        title: '展示方式',
        default: 1,
        oneOf: [
          { const: 1, title: '横屏' },
          { const: 2, title: '竖屏' },
        ],
      },
      label: { type: 'string', title: '标签' },
      video: { type: 'string', title: '视频' },
    },
    errorMessage: { required: { title: '请输入标题', label: '请添加标签', video: '请上传视频' } },
  } as unknown as RJSFSchema,
  uiSchema: {
    'ui:order': ['title', 'showType', 'label', 'video', '*'],
    title: { 'ui:placeholder': '请输入标题' },
    showType: { 'ui:widget': 'radio' },
    label: {
      'ui:widget': 'tag-select',
      'ui:options': {
        from: { operation: 'articleLabelList', params: { type: 2 }, value: 'labelName', label: 'labelName' },
      },
    },
    video: {
      'ui:widget': 'video-upload',
      'ui:help': '推荐 16:9、18:9、21:9 横屏比例，分辨率不低于 1920x1080，大小不超过 32G',
    },
  },
  messages: [
    { field: 'title', rules: ['required'], text: '请输入标题' },
    { field: 'label', rules: ['required'], text: '请添加标签' },
    { field: 'video', rules: ['required'], text: '请上传视频' },
  ],
} satisfies FormSpec;

/** Validates with the functions compiled at generation time: no code is compiled in the browser. */
export const validator = createPrecompiledValidator(validateFns, form.schema);
