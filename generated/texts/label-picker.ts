// generated from spec/texts.yaml by npm run generate — do not edit

// The labelPicker texts of spec/texts.yaml; {name} marks a value the runtime fills in.
export const memberLabels = '会员类别';
export const identityLabels = '身份标签';
export const workLabels = '从业标签';
export const labelsInApp = '标签也可以在手机 App 中编辑';
