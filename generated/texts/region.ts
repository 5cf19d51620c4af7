// generated from spec/texts.yaml by npm run generate — do not edit

// The region texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const province = '省';
export const city = '市';
export const district = '区/县';
