// generated from spec/texts.yaml by npm run generate — do not edit

// The coverPicker texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const coverAfterImages = '上传图片后从中选择封面';
