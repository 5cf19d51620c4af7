// generated from spec/texts.yaml by npm run generate — do not edit

// The tags texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const addTag = '+ 添加标签';
export const addTagTitle = '添加标签';
export const tagName = '标签名称';
export const tagPlaceholder = '请输入标签名称';
