// generated/texts.ts: the texts, counts and status rules the runtime itself uses (spec/texts.yaml), as
// constants: a text the runtime names and the spec lacks does not compile (the schema has already
// required each).
import type { Ir } from '../ir.js';
import { header, literal } from './code.js';

export function emitTexts(texts: NonNullable<Ir['texts']>): string {
  return `${header('spec/texts.yaml')}
/** Toasts, empty and failed states, dialogs and buttons by purpose; {name} marks a value the runtime fills in. */
export const texts = ${literal(texts.texts)} as const;

/** How many rows or messages the runtime loads at a time. */
export const sizes = ${literal(texts.sizes)} as const;

/** Which status codes put a page in which stage; a code no list names takes the rule's last stage. */
export const rules: {
  verificationStage: { waiting: readonly number[]; rejected: readonly number[] };
  realNameGate: { pass: readonly number[]; pending: readonly number[] };
} = ${literal(texts.rules)};
`;
}
