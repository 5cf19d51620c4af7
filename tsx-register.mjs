// Lets `node --import ./tsx-register.mjs file.ts` run the generator, sandbox, benches and scripts
// straight from TypeScript. tsx strips the types with esbuild (tsc does the type checking): it starts in
// a tenth of the time ts-node's TypeScript transpile took, which every `npm run` pays.
import { register } from 'tsx/esm/api';

register();
