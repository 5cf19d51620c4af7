// generated from spec/texts.yaml by npm run generate — do not edit

// The passwordStrength texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const strength = '密码强度';
export const strengthLine = '密码强度：{level}';
export const levels = { weak: '弱', medium: '中', strong: '强' } as const;
