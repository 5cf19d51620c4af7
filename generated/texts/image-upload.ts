// generated from spec/texts.yaml by npm run generate — do not edit

// The imageUpload texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const uploadImage = '上传图片';
export const deleteImage = '删除图片 {n}';
export const confirmDeleteImage = '确定要删除这张图片吗？';
export const deleteCancelled = '已取消删除';
export const imageDeleted = '图片删除成功';
