import { useEffect, useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href } from '../../generated/routes';
import { messages } from '../lib/messages';
import { Loading } from './loading';
import { buttonClass } from './plain-button';
import { useRealNameGate } from './use-real-name-gate';

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
