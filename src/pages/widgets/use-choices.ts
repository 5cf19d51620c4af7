import { useEffect, useState } from 'react';
import { callOperation } from '../../lib/http';
import { useSession } from '../../lib/use-session';
import { rowsOf } from '../rows';
import { resolveParams } from '../form-logic';

/** `ui:options.from` of a select or check boxes: the choices are an operation's rows, a value and a label field each. */
export interface ChoicesFrom {
  operation: string;
  params?: Record<string, string | number | boolean>;
  value: string;
  label: string;
}

export interface Choice {
  value: string;
  label: string;
}

/** The choices `from` names (null while they load, none when the call fails — the HTTP layer has said why). */
export function useChoices(from: ChoicesFrom | undefined): Choice[] | null {
  const session = useSession();
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const input = from
    ? resolveParams(from.params, { query: new URLSearchParams(), session, record: undefined, row: undefined })
    : null;
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!from || !input) return undefined;
    let live = true;
    callOperation(from.operation as never, input).then(
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
