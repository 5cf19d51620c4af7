import type { Db } from './db.js';
import type { ApiSpec } from './spec.js';

/** What every handler and sandbox route works with. `now` is injectable so tests can move time. */
export interface SandboxContext {
  db: Db;
  spec: ApiSpec;
  now: () => number;
  log: boolean;
  /**
   * Minimum time between two codes to one phone; 60 s unless a test journey needs to resend sooner.
   * 0 (journey tests) also lifts the per-phone, per-client and overall send limits.
   */
  smsResendMs?: number;
}
