/** The address of this file's own sandbox (started by file-sandbox.ts, the e2e suite's setup file). */
export function sandboxUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error('no e2e sandbox: run e2e files with vitest.e2e.config.ts (its setup file starts one per file)');
  return url;
}
