// Every emitted TypeScript module goes through Prettier with the repository's .prettierrc.json, so
// generated code has the layout of hand-written code and no emitter lays out lines of its own. Each
// module's formatted text is cached by its raw text: after a spec edit only the modules it changed are
// formatted (Prettier's own import included, ~0.5 s, is paid only then).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cached } from '../cache.js';

const CONFIG_PATH = fileURLToPath(new URL('../../.prettierrc.json', import.meta.url));
const FORMAT_CACHE = { name: 'prettier', sources: [import.meta.url] };

/** The files with each TypeScript module formatted; the rest (ajv's precompiled code) as they are. */
export async function formatFiles(files: Record<string, string>): Promise<Record<string, string>> {
  const configText = readFileSync(CONFIG_PATH, 'utf8');
  const config = JSON.parse(configText) as Record<string, unknown>;
  let prettier: Promise<typeof import('prettier')> | undefined;
  const formatted = await Promise.all(
    Object.entries(files).map(async ([path, text]) => {
      if (!path.endsWith('.ts')) return [path, text] as const;
      const result = await cached(FORMAT_CACHE, [configText, text], async () => {
        prettier ??= import('prettier');
        return (await prettier).format(text, { ...config, parser: 'typescript', filepath: path });
      });
      return [path, result] as const;
    }),
  );
  return Object.fromEntries(formatted);
}
