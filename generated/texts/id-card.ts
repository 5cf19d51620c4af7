// generated from spec/texts.yaml by npm run generate — do not edit

// The idCard texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const recognizing = '正在识别身份证信息…';
