// Deployment configuration, read once at start-up from Vite's env (VITE_*). Defaults point at the
// sandbox on the same origin, so a fresh checkout runs with no configuration at all.
import { signing } from '../../generated/api/operations';

function read(name: string, fallback: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return value === undefined || value === '' ? fallback : value;
}

export const config = {
  /** base address of the product API (main client) */
  apiBase: read('VITE_API_BASE', location.origin),
  /** base address of the second client (seed 1 §7.1: one per environment, ending in /api/v1/ there) */
  secondApiBase: read('VITE_SECOND_API_BASE', location.origin),
  /** suffix of the request signature; the spec's value is the sandbox's */
  signSuffix: read('VITE_SIGN_SUFFIX', signing.suffix),
} as const;
