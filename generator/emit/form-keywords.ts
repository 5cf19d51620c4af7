// The form keywords JSON Schema lacks that the generator compiles into each form's validator (unlike the
// runtime's x- rules, form-logic.ts): `checkDigit: gb11643`, a mainland ID number whose 18th character is
// the GB 11643 mod-11 check character of the first 17 digits (seed 3 §5, the loan's 茶农身份证号格式不正确).
// The check goes into the standalone code as a function of its own: the browser compiles nothing.
import { _ } from 'ajv';
import type { Ajv, KeywordCxt } from 'ajv';
import { _Code } from 'ajv/dist/compile/codegen/code.js';

/** Written without closures or imports: its source is copied into the precompiled validator. */
function gb11643(value: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(value)) return true; // the shape is the pattern's rule, with its own message
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17].toUpperCase();
}

const CHECKS: Record<string, (value: string) => boolean> = { gb11643 };

/** The module's own address, for the validator cache: a changed check recompiles every form. */
export const FORM_KEYWORDS_SOURCE = import.meta.url;
export const CHECK_DIGIT = 'checkDigit';
const CHECK_DIGIT_STANDARDS = Object.keys(CHECKS);

export function addFormKeywords(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: CHECK_DIGIT,
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const standard = cxt.schema as string;
      const check = CHECKS[standard];
      // no metaSchema: compiling one would renumber every form's validator code
      if (!check)
        throw new Error(
          `\`${CHECK_DIGIT}: ${standard}\` is not a check this generator knows (${CHECK_DIGIT_STANDARDS.join(', ')})`,
        );
      const fn = cxt.gen.scopeValue('func', {
        key: `checkDigit:${standard}`,
        ref: check,
        code: new _Code(`(${check.toString()})`),
      });
      cxt.fail(_`!${fn}(${cxt.data})`);
    },
  });
}
