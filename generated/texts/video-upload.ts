// generated from spec/texts.yaml by npm run generate — do not edit

// The videoUpload texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const uploadVideoDrop = '上传视频（或拖到此处）';
export const replaceVideo = '更换视频';
export const deleteVideo = '删除视频';
export const atMostOneVideo = '最多上传1个视频';
