// The real-name gate's decision (seed 1 §5 last bullet, §6) as a plain function: who may use a
// real-name-gated feature (the creator centre, procurement posting). Which statuses pass or wait is
// spec/texts.yaml's rules.realNameGate.
import { rules } from '../../generated/texts/rules';

/** seed 1 §4 idcardStatus: 1 verified, 0 under review, -1 not verified, 2 rejected */
export const IdcardStatus = { notVerified: -1, underReview: 0, verified: 1, rejected: 2 } as const;

export interface GateMember {
  /** 1 (or true) for a corporate (legal-person) account */
  isCompany: number | boolean | undefined;
  idcardStatus: number | undefined;
}

/**
 * pass: go on; pending: say 实名审核中，请耐心等待 and stop; verify: offer to go verify.
 * Corporate accounts skip the check (seed 1 §6). Any status the seeds do not name reads as not verified.
 */
export type GateDecision = 'pass' | 'pending' | 'verify';

export function realNameGate(member: GateMember): GateDecision {
  if (member.isCompany === 1 || member.isCompany === true) return 'pass';
  const status = member.idcardStatus;
  if (status === undefined) return 'verify';
  if (rules.realNameGate.pass.includes(status)) return 'pass';
  if (rules.realNameGate.pending.includes(status)) return 'pending';
  return 'verify';
}
