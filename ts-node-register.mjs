// Lets `node --import ./ts-node-register.mjs file.ts` run the generator, sandbox and scripts
// straight from TypeScript (ts-node in transpile-only ESM mode; tsc does the type checking).
import { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('ts-node/esm', pathToFileURL('./'));
