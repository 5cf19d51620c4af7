// generated/texts/: the texts, counts and status rules the runtime itself uses (spec/texts.yaml), as
// constants, one module per group of `texts:` so a page's bundle carries only the texts it shows (the
// shell's own are small). A text the runtime names and the spec lacks does not compile (the schema has
// already required each).
import type { Ir } from '../ir.js';
import { header, kebabCase, literal } from './code.js';

export function emitTexts(texts: NonNullable<Ir['texts']>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [group, value] of Object.entries(texts.texts))
    files[`texts/${kebabCase(group)}.ts`] = `${header('spec/texts.yaml')}
/** The ${group} texts of spec/texts.yaml; {name} marks a value the runtime fills in. */
export const ${group}Texts = ${literal(value)} as const;
`;
  files['texts/sizes.ts'] = `${header('spec/texts.yaml')}
/** How many rows or messages the runtime loads at a time. */
export const sizes = ${literal(texts.sizes)} as const;
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
