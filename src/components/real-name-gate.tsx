import { useEffect, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../generated/routes';
import { Loading } from './loading';
import { buttonClass } from './plain-button';
import { useRealNameGate, type GateOutcome } from './use-real-name-gate';
import * as realNameTexts from '../../generated/texts/real-name';

/**
 * A real-name-gated route (spec/routes.yaml `realName: true`): its page shows once the gate passes;
 * otherwise the gate has said why (toast or go-verify dialog) and the page says what is needed. A member
 * whose check is under review is told so and not offered 去认证: the verification page sends a member
 * under review back (seed 1 §2.8), so the offer would only loop.
 */
export function RealNameRoute({ children }: { children: ReactElement }) {
  const gate = useRealNameGate();
  const [outcome, setOutcome] = useState<GateOutcome | null>(null);
  const { guard } = gate;
  useEffect(() => {
    let live = true;
    guard(() => live && setOutcome('pass')).then((o) => live && o !== 'pass' && setOutcome(o));
    return () => {
      live = false;
    };
  }, [guard]);
  if (outcome === 'pass') return children;
  return (
    <>
      {outcome === null ? (
        <Loading />
      ) : outcome === 'pending' ? (
        <div className="real-name-needed">
          <p className="t-body1">{realNameTexts.pending}</p>
          <RouterLink className={buttonClass()} to={href('user')}>
            {realNameTexts.backToUserHome}
          </RouterLink>
        </div>
      ) : (
        <div className="real-name-needed">
          <p className="t-body1">{realNameTexts.required}</p>
          <RouterLink className={buttonClass()} to={href('Verified')}>
            {realNameTexts.goVerify}
          </RouterLink>
        </div>
      )}
      {gate.dialog}
    </>
  );
}
