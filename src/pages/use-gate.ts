// An action's gate (login, real name, company), on its own so the actions module exports only
// components and Fast Refresh can swap it in place.
import type { Gate } from '../../generated/routes';
import { useRealNameGate } from '../components/use-real-name-gate';
import { readSession } from '../lib/session';
import { toast } from '../lib/toast';
import { useLoginFirst } from './login-first';

/** Passes the gate, or says why not (and a visitor is sent to log in, coming back here after). */
export function useGate() {
  const loginFirst = useLoginFirst();
  const realName = useRealNameGate();
  const pass = async (gate: Gate | undefined, run: () => void) => {
    if (!gate) return run();
    if (gate.login && !loginFirst(gate.login)) return;
    const session = readSession();
    if (gate.company && !session?.isCompany) return toast(gate.company);
    if (gate.realName) return void realName.guard(run, undefined, gate.realName === true ? undefined : gate.realName);
    run();
  };
  return { pass, dialog: realName.dialog };
}
