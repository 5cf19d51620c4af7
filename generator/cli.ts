// npm run generate [-- --check | --watch]
import { fileURLToPath } from 'node:url';
import { generate, report, watch } from './index.js';

const USAGE = 'usage: npm run generate [-- --check | --watch]';
const root = fileURLToPath(new URL('..', import.meta.url));
const flags = process.argv.slice(2);

if (flags.some((flag) => flag !== '--check' && flag !== '--watch') || flags.length > 1) {
  console.error(USAGE);
  process.exit(2);
}

if (flags[0] === '--watch') {
  watch({ root });
  console.log('watching spec/ and src/screens/ (Ctrl-C stops)');
} else {
  const check = flags[0] === '--check';
  const result = await generate({ root, check });
  const { out, err } = report(result, check);
  err.forEach((line) => console.error(line));
  out.forEach((line) => console.log(line));
  process.exitCode = result.ok ? 0 : 1;
}
