// generated from spec/texts.yaml by npm run generate — do not edit

// The upload texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const imageFormat = '请上传图片正确格式';
export const uploadVideo = '请上传视频';
export const atMostImages = '图片最多上传{n}张';
export const atMostThreeImages = '图片最多上传三张';
export const uploading = '上传中…';
