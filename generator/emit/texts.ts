// generated/texts/: the texts, counts and status rules the runtime itself uses (spec/texts.yaml), one
// module per group of `texts:`, each text its own named export. Read as a namespace
// (`import * as chatTexts from …/texts/chat`), the bundler keeps only the texts a chunk uses, under short
// names, so a page ships only the texts it shows. A text the runtime names and the spec lacks does not
// compile (the schema has already required each); a key must be a name JavaScript allows for a constant.
import type { Ir } from '../ir.js';
import { header, kebabCase, literal } from './code.js';

const exported = (name: string, value: unknown) =>
  `export const ${name} = ${literal(value)}${typeof value === 'object' ? ' as const' : ''};`;

export function emitTexts(texts: NonNullable<Ir['texts']>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [group, value] of Object.entries(texts.texts))
    files[`texts/${kebabCase(group)}.ts`] = `${header('spec/texts.yaml')}
// The ${group} texts of spec/texts.yaml; {name} marks a value the runtime fills in.
${Object.entries(value as Record<string, unknown>)
  .map(([name, text]) => exported(name, text))
  .join('\n')}
`;
  files['texts/sizes.ts'] = `${header('spec/texts.yaml')}
// How many rows or messages the runtime loads at a time.
${Object.entries(texts.sizes)
  .map(([name, size]) => exported(name, size))
  .join('\n')}
`;
  files['texts/timings.ts'] = `${header('spec/texts.yaml')}
// How long the runtime waits, in the unit each name says.
${Object.entries(texts.timings)
  .map(([name, time]) => exported(name, time))
  .join('\n')}
`;
  files['texts/rules.ts'] = `${header('spec/texts.yaml')}
/** Which status codes put a page in which stage; a code no list names takes the rule's last stage. */
export const rules: {
  verificationStage: { waiting: readonly number[]; rejected: readonly number[] };
  realNameGate: { pass: readonly number[]; pending: readonly number[] };
} = ${literal(texts.rules)};
`;
  return files;
}
