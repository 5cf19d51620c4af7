// generated from spec/texts.yaml by npm run generate — do not edit

// The agreement texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const and = '和';
export const agree = '同意';
