// generated from spec/texts.yaml by npm run generate — do not edit

// The mapPoint texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const pickOnMap = '地图选点';
