import { Suspense, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { href } from '../../generated/routes';
import { api } from '../lib/http';
import { Loading } from './loading';
import { buttonClass } from './plain-button';
import { lazyThemed } from './themed';
import { messages } from '../lib/messages';
import { realNameGate, type GateDecision, type GateMember } from '../lib/real-name-gate';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';

export interface RealNameGateHandle {
  /**
   * Runs `action` when the member may use a real-name-gated feature; otherwise says why (under
   * review: a toast; not verified or rejected: the go-verify dialog). Answers whether it ran.
   * Without `member` it decides from the session and, when that does not already pass, from a fresh
   * member detail — the review happens on the server, so the status stored at login may be stale.
   */
  guard(action?: () => void, member?: GateMember, texts?: RealNameTexts): Promise<boolean>;
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

// the dialog (MUI's Dialog and Modal) loads when the gate first asks, not with every page
const RealNameDialog = lazyThemed(() => import('./real-name-dialog').then((m) => m.RealNameDialog));

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

  const guard = useCallback(async (action?: () => void, member?: GateMember, texts: RealNameTexts = {}) => {
    // a failed member detail has been shown by the HTTP layer
    const decision = await decide(member).catch(() => 'failed' as const);
    if (decision === 'pass') {
      action?.();
      return true;
    }
    if (decision === 'no-session') toast(messages.loginFirst);
    else if (decision === 'pending') toast(texts.pending ?? messages.realNamePending);
    else if (decision === 'verify') setAsking(texts.required ?? messages.realNameRequired);
    return false;
  }, []);

  const dialog = useMemo(
    () => (
      <Suspense fallback={null}>
        {asking && (
          <RealNameDialog
            text={asking}
            onCancel={() => setAsking(null)}
            onVerify={() => {
              setAsking(null);
              navigate(href('Verified'));
            }}
          />
        )}
      </Suspense>
    ),
    [asking, navigate],
  );

  return { guard, dialog };
}

/**
 * A real-name-gated route (spec/routes.yaml `realName: true`): its page shows once the gate passes;
 * otherwise the gate has said why (toast or go-verify dialog) and the page says what is needed.
 */
export function RealNameRoute({ children }: { children: ReactElement }) {
  const gate = useRealNameGate();
  const [passed, setPassed] = useState<boolean | null>(null);
  const { guard } = gate;
  useEffect(() => {
    let live = true;
    guard(() => live && setPassed(true)).then((ok) => live && !ok && setPassed(false));
    return () => {
      live = false;
    };
  }, [guard]);
  if (passed) return children;
  return (
    <>
      {passed === null ? (
        <Loading />
      ) : (
        <div className="real-name-needed">
          <p className="t-body1">{messages.realNameRequired}</p>
          <RouterLink className={buttonClass()} to={href('Verified')}>
            {messages.goVerify}
          </RouterLink>
        </div>
      )}
      {gate.dialog}
    </>
  );
}
