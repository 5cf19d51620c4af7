// generated from spec/texts.yaml by npm run generate — do not edit

// The rating texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const stars = '{n} 星';
