// generated from spec/texts.yaml by npm run generate — do not edit

/** Which status codes put a page in which stage; a code no list names takes the rule's last stage. */
export const rules: {
  verificationStage: { waiting: readonly number[]; rejected: readonly number[] };
  realNameGate: { pass: readonly number[]; pending: readonly number[] };
} = { verificationStage: { waiting: [0], rejected: [2] }, realNameGate: { pass: [1], pending: [0] } };
