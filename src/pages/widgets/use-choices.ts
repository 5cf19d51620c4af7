import { useEffect, useState } from 'react';
import { useSession } from '../../lib/use-session';
import { rowsOf } from '../rows';
import { choicesInput, takeChoices, type ChoicesFrom } from './choices-ahead';

export type { ChoicesFrom } from './choices-ahead';

export interface Choice {
  value: string;
  label: string;
}

/** The choices `from` names (null while they load, none when the call fails — the HTTP layer has said why). */
export function useChoices(from: ChoicesFrom | undefined): Choice[] | null {
  const session = useSession();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const input = from ? choicesInput(from, session) : null;
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!from || !input) return undefined;
    let live = true;
    takeChoices(from.operation, input).then(
      (answer) =>
        live &&
        setChoices(
          rowsOf(answer).records.map((row) => ({
            value: String(row[from.value] ?? ''),
            label: String(row[from.label] ?? ''),
          })),
        ),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
    // asked again when the resolved inputs change
  }, [key]);
  return choices;
}
