// The real-name gate as a hook, in a module without components: React Fast Refresh refuses to update a
// component module that exports a hook too, which costs a route-table update under `npm run dev` a second round.
import { useCallback, useMemo, useState, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '../../generated/routes';
import { api } from '../lib/http';
import { LazyRealNameDialog } from './lazy-real-name-dialog';
import { messages } from '../lib/messages';
import { realNameGate, type GateDecision, type GateMember } from '../lib/real-name-gate';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';
import * as realNameTexts from '../../generated/texts/real-name';

export interface RealNameGateHandle {
  /**
   * Runs `action` when the member may use a real-name-gated feature; otherwise says why (under
   * review: a toast; not verified or rejected: the go-verify dialog). Answers whether it ran.
   * Without `member` it decides from the session and, when that does not already pass, from a fresh
   * member detail — the review happens on the server, so the status stored at login may be stale.
   * Answers the outcome: 'pass' when it ran, else why not (a failed member detail reads 'failed').
   */
  guard(action?: () => void, member?: GateMember, texts?: RealNameTexts): Promise<GateOutcome>;
  /** the go-verify dialog; render it once where the hook is used */
  dialog: ReactElement;
}

/** What the gate says instead of its defaults (seed 3 §4's goods gate has its own wording). */
export interface RealNameTexts {
  /** the go-verify dialog's text */
  required?: string;
  /** the under-review toast */
  pending?: string;
}

/** The gate's decision, or why none was made: no session, or the member detail failed. */
export type GateOutcome = GateDecision | 'no-session' | 'failed';

async function decide(member: GateMember | undefined): Promise<GateDecision | 'no-session'> {
  if (member) return realNameGate(member);
  const session = readSession();
  if (!session) return 'no-session';
  if (realNameGate(session) === 'pass') return 'pass';
  const detail = await api.getMemberDetail({ userId: session.userId });
  return realNameGate(detail);
}

/**
 * The real-name gate (seed 1 §5 last bullet, §6) for the creator centre entry, procurement posting
 * and any other gated feature:
 *
 *   const gate = useRealNameGate();
 *   <Button onClick={() => gate.guard(() => navigate(href('…')))}>…</Button>
 *   {gate.dialog}
 */
export function useRealNameGate(): RealNameGateHandle {
  const navigate = useNavigate();
  // the go-verify dialog, open with its text
  const [asking, setAsking] = useState<string | null>(null);

  const guard = useCallback(
    async (action?: () => void, member?: GateMember, texts: RealNameTexts = {}): Promise<GateOutcome> => {
      // a failed member detail has been shown by the HTTP layer
      const decision = await decide(member).catch(() => 'failed' as const);
      if (decision === 'pass') action?.();
      else if (decision === 'no-session') toast(messages.loginFirst);
      else if (decision === 'pending') toast(texts.pending ?? realNameTexts.pending);
      else if (decision === 'verify') setAsking(texts.required ?? realNameTexts.required);
      return decision;
    },
    [],
  );

  const dialog = useMemo(
    () => (
      <>
        {asking && (
          <LazyRealNameDialog
            text={asking}
            onCancel={() => setAsking(null)}
            onVerify={() => {
              setAsking(null);
              navigate(href('Verified'));
            }}
          />
        )}
      </>
    ),
    [asking, navigate],
  );

  return { guard, dialog };
}
