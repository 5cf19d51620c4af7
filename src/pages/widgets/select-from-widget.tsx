import type { WidgetProps } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';
import { useEffect, useState } from 'react';
import { callOperation } from '../../lib/http';
import { useSession } from '../../lib/use-session';
import { rowsOf } from '../list-logic';
import { resolveParams } from '../form-logic';

/** `ui:options.from` of a select: its choices are an operation's rows (a sub-member's village head). */
export interface SelectFrom {
  operation: string;
  params?: Record<string, string | number | boolean>;
  value: string;
  label: string;
}

/**
 * rjsf's select (`ui:widget: select`), its options read from an operation when `ui:options.from`
 * names one (seed 2 §5: the village-head and group-head choices list the owner's sub-members);
 * without it the theme's select as it is.
 */
export function SelectFromWidget(props: WidgetProps) {
  const from = props.options.from as SelectFrom | undefined;
  const session = useSession();
  const [choices, setChoices] = useState<{ value: string; label: string }[] | null>(null);
  const input = from ? resolveParams(from.params, { query: new URLSearchParams(), session, record: undefined, row: undefined }) : null;
  const key = JSON.stringify(input);
  useEffect(() => {
    if (!from || !input) return undefined;
    let live = true;
    callOperation(from.operation as never, { pageIndex: 1, pageSize: 100, ...input }).then(
      (answer) => live && setChoices(rowsOf(answer).records.map((row) => ({ value: String(row[from.value] ?? ''), label: String(row[from.label] ?? '') }))),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
    // asked again when the resolved inputs change
  }, [key]);
  const Select = Widgets.SelectWidget;
  if (!from) return <Select {...props} />;
  return <Select {...props} options={{ ...props.options, enumOptions: choices ?? [] }} />;
}
