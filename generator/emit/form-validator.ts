// The precompiled ajv validator of one form schema, as an ES module with no runtime code compilation
// (CSP-safe; loads the same in Vite, the production build and Node). Its only import is the small ajv
// runtime shared by every form (forms/ajv-runtime.js).
//
// rjsf's compileSchemaValidatorsCode cannot emit ESM for our schemas: ajv names each ESM export after
// the schema's $id, and rjsf's ids are hashes such as "-7db81848" (ajv: "invalid export name", rjsf
// issue #4436). So it emits CommonJS, whose `exports["<hash>"] = validateN;` lines are gathered here
// into the one ESM export rjsf's createPrecompiledValidator takes: `validateFns`, hash → function.
import { createRequire } from 'node:module';
import type { RJSFSchema } from '@rjsf/utils';
import type { compileSchemaValidatorsCode as CompileCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type ajvErrorsPlugin from 'ajv-errors';
import { cachedSync } from '../cache.js';
import { addFormKeywords, FORM_KEYWORDS_SOURCE } from './form-keywords.js';

const require = createRequire(import.meta.url);

// ajv's generated code `require`s these helpers; both are self-contained functions, so their source
// goes once into forms/ajv-runtime.js and the validators import them: no CommonJS in the browser.
const RUNTIME = ['equal', 'ucs2length'];

export function ajvRuntimeJs(): string {
  return RUNTIME.map((name) => {
    const helper = (require(`ajv/dist/runtime/${name}`) as { default: () => unknown }).default;
    return `export const ${name} = ${helper.toString()};\n`;
  }).join('\n');
}
const EXPORT = /exports(?:\.([A-Za-z_$][\w$]*)|\["([^"]+)"\]) = (validate\d+);/g;

// Each form's compilation builds a fresh ajv (≈100 ms): cached by schema, only a changed form pays it,
// and rjsf and ajv are loaded only then.
export function compileValidator(schema: RJSFSchema): string {
  return cachedSync({ name: 'form-validator', sources: [import.meta.url, FORM_KEYWORDS_SOURCE] }, schema, () =>
    compile(schema),
  );
}

function compile(schema: RJSFSchema): string {
  const { compileSchemaValidatorsCode } = require('@rjsf/validator-ajv8/compileSchemaValidators') as {
    compileSchemaValidatorsCode: typeof CompileCode;
  };
  const ajvErrors = require('ajv-errors') as typeof ajvErrorsPlugin;
  let code = compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { allErrors: true, $data: true, code: { source: true, esm: false, lines: false } },
    extenderFn: (ajv) => ajvErrors(addFormKeywords(ajv)),
  });
  const validateFns: string[] = [];
  code = code.replace(EXPORT, (_, name: string | undefined, quoted: string | undefined, fn: string) => {
    validateFns.push(`  ${JSON.stringify(name ?? quoted)}: ${fn},\n`);
    return '';
  });
  const used = RUNTIME.filter((name) => code.includes(`require("ajv/dist/runtime/${name}").default`));
  for (const name of used) code = code.replaceAll(`require("ajv/dist/runtime/${name}").default`, `ajvRuntime_${name}`);
  const leftover = /require\("([^"]+)"\)|\bexports\b/.exec(code);
  if (leftover)
    throw new Error(
      `the precompiled validator would need ${leftover[1] ?? 'CommonJS exports'}, which the browser cannot load`,
    );
  const imports = used.length
    ? `import { ${used.map((name) => `${name} as ajvRuntime_${name}`).join(', ')} } from './ajv-runtime.js';\n`
    : '';
  return `${imports}${code}\nexport const validateFns = {\n${validateFns.join('')}};\n`;
}
