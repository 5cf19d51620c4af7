// generated from spec/texts.yaml by npm run generate — do not edit

// The mediaUpload texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const uploadMedia = '上传图片或视频';
export const deleteItem = '删除';
