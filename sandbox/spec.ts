// Reads spec/openapi.yaml at run time: the sandbox enforces whatever the spec says today, so a product
// owner's edit takes effect on the next start without a generate step.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { htmlFieldsOf } from './rich-text.js';

export const SPEC_PATH = fileURLToPath(new URL('../spec/openapi.yaml', import.meta.url));

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** An operation's `x-access` (see x-access-control in spec/openapi.yaml), read once at start-up. */
export interface Access {
  level: 'public' | 'member' | 'self' | 'owner';
  /** self / owner: the input that must name the logged-in member */
  param?: string;
  /** owner: the stored kind and the input naming the record */
  record?: string;
  id?: string;
  /**
   * owner: who owns it — record fields naming a member, or `<field>@<kind>.<ownerField>` (the owner of
   * the parent record that field names: a quiz's asker marks its answers). Any of them may act.
   */
  owner?: string[];
  /** owner: `self` — an id that names no record must be the member's own id */
  otherwise?: 'self';
  /** public: the input naming the viewer, set from the session */
  viewer?: string;
  session?: 'start' | 'end' | 'end-all';
}

export interface AccessControl {
  cookie: string;
  rememberMs: number;
  /** a login without remember ends on the server after this long */
  sessionMs: number;
  /** the most logins a member keeps; a new one ends the oldest */
  maxSessions: number;
  visitor: { code: number; msg: string };
  forbidden: { code: number; msg: string };
  /** role → the sandbox accounts holding it (who may read an `x-private: { roles }` field besides its owner) */
  roles?: Record<string, string[]>;
}

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  access: Access;
  /** body fields holding member-written HTML (x-html), cleaned before the handler sees them */
  html: string[];
  /** `x-unused`: no page calls it, so the sandbox does not serve it */
  unused: boolean;
}

export interface ApiSpec {
  doc: Record<string, unknown>;
  operations: Operation[];
  signing: { uuidHeader: string; timestampHeader: string; signHeader: string; suffix: string };
  secondClient: { tsHeader: string; tsValue: string; tokenHeader: string };
  autographSecret: string;
  accessControl: AccessControl;
  loginLimits: LoginLimits;
  uploads: UploadRules;
  richText: RichTextRules;
  plainText: { except: string[]; maxDepth: number };
  pictures: { fields: string[]; elsewhereMsg: string };
  deputies: DeputyRules;
}

/** x-deputies: the published default password, and the messages of a deputy's pending state. */
export interface DeputyRules {
  defaultPassword: string;
  /** the add message; `{defaultPassword}` stands for the password */
  addedMsg: string;
  defaultLoginMsg: string;
  defaultRefusedMsg: string;
  pendingTakenMsg: string;
}

/** x-rich-text: what member-written HTML may keep. */
export interface RichTextRules {
  tags: string[];
  attributes: Record<string, string[]>;
  /** the CSS properties a style attribute may keep, any value */
  styles: string[];
  schemes: string[];
}

/** x-uploads: accepted extensions by kind (each with the content types that may carry it) and the limit. */
export interface UploadRules {
  image: Record<string, string[]>;
  video: Record<string, string[]>;
  maxBytes: number;
  tooLargeMsg: string;
  wrongTypeMsg: string;
  wrongContentMsg: string;
}

/** x-login-limits: the password lock and the SMS code's tries. */
export interface LoginLimits {
  failures: number;
  lockMs: number;
  lockedMsg: string;
  /** wrong passwords for an account (any client it never logged in from) before the growing delays */
  delayAfter: number;
  /** wrong passwords from a client (any account) before the growing delays */
  clientDelayAfter: number;
  /** the first delay; each further wrong password doubles it, up to lockMs */
  delayMs: number;
  /** how long a wrong password counts towards the delays */
  delayWindowMs: number;
  delayedMsg: string;
  /** wrong tries that make a code void (a fresh code starts again) */
  codeTries: number;
  codeSpentMsg: string;
  codesPerPhonePerHour: number;
  codesPerPhonePerDay: number;
  codesPerClientPerHour: number;
  /** the prefix lengths that make one client of addresses for codesPerClientPerHour */
  codesClientPrefix: { ipv4: number; ipv6: number };
  codeLimitMsg: string;
}

/** `public` or `{ level, … }`; the generator has already refused anything else, so this only normalises. */
function accessOf(operationId: string, raw: unknown): Access {
  const value = typeof raw === 'string' ? { level: raw } : (raw as Record<string, unknown> | undefined);
  if (!value || !['public', 'member', 'self', 'owner'].includes(String(value.level))) {
    throw new Error(
      `${SPEC_PATH}: operation ${operationId} has no x-access level — run npm run generate for the exact place`,
    );
  }
  const { owner, ...rest } = value as unknown as Omit<Access, 'owner'> & { owner?: string | string[] };
  return { ...rest, ...(owner !== undefined && { owner: ([] as string[]).concat(owner) }) };
}

export function loadSpec(path = SPEC_PATH): ApiSpec {
  const doc = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const paths = (doc.paths ?? {}) as Record<
    string,
    Record<
      string,
      { operationId?: string; 'x-access'?: unknown; 'x-unused'?: unknown } & Parameters<typeof htmlFieldsOf>[1]
    >
  >;
  const operations: Operation[] = [];
  for (const [route, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (raw?.operationId) {
        operations.push({
          operationId: raw.operationId,
          method,
          path: route,
          access: accessOf(raw.operationId, raw['x-access']),
          html: htmlFieldsOf(doc, raw),
          unused: raw['x-unused'] !== undefined,
        });
      }
    }
  }
  const signing = doc['x-signing'] as ApiSpec['signing'];
  return {
    doc,
    operations,
    signing: { ...signing, suffix: process.env.SIGN_SUFFIX ?? signing.suffix },
    secondClient: doc['x-second-client'] as ApiSpec['secondClient'],
    autographSecret: (doc['x-autograph'] as { secret: string }).secret,
    accessControl: doc['x-access-control'] as AccessControl,
    loginLimits: sandboxExtension<LoginLimits>(doc, 'x-login-limits', path),
    uploads: sandboxExtension<UploadRules>(doc, 'x-uploads', path),
    richText: sandboxExtension<RichTextRules>(doc, 'x-rich-text', path),
    plainText: sandboxExtension<ApiSpec['plainText']>(doc, 'x-plain-text', path),
    pictures: sandboxExtension<ApiSpec['pictures']>(doc, 'x-pictures', path),
    deputies: sandboxExtension<DeputyRules>(doc, 'x-deputies', path),
  };
}

/**
 * An extension only the sandbox reads (the generator checks those the portal reads): without it the
 * sandbox stops at start-up naming it, rather than failing on the first request that needs it.
 */
function sandboxExtension<T>(doc: Record<string, unknown>, key: string, path: string): T {
  const value = doc[key];
  if (typeof value !== 'object' || value === null)
    throw new Error(`${path}: \`${key}\` is missing — the sandbox enforces it (docs/trust.md)`);
  return value as T;
}
