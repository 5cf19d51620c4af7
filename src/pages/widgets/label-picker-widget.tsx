import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import './chips.css';
import type { ApiResult } from '../../../generated/api/client';
import { api } from '../../lib/http';
import { useSession } from '../../lib/use-session';
import type { FormContext } from './form-context';
import * as labelPickerTexts from '../../../generated/texts/label-picker';

type Labels = ApiResult<'getMemberLabels'>;
type Label = Labels['identityLables'][number];

const split = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .filter(Boolean);

/**
 * `ui:widget: label-picker` on the comma-joined label ids (seed 1 §2.7 tag picker): the member's kind
 * (memberLables, decided by the account) is shown, identity and work labels are toggled. The names go
 * to the field `ui:options.namesField` (the API takes labelIds and labelNames).
 */
export function LabelPickerWidget({ value, onChange, label, disabled, readonly, options, registry }: WidgetProps) {
  const session = useSession();
  const [labels, setLabels] = useState<Labels | null>(null);
  const chosen = split(value);
  const namesField = typeof options.namesField === 'string' ? options.namesField : null;

  useEffect(() => {
    if (!session) return undefined;
    let live = true;
    api.getMemberLabels({ userId: session.userId }).then(
      (answer) => {
        if (!live) return;
        setLabels(answer);
        // the member's saved choice comes with the labels (status 1) when the form has none yet
        if (!split(value).length) {
          const own = [...answer.identityLables, ...answer.workLables].filter((l) => l.status === 1);
          if (own.length) choose(own);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // loads once per member; `value` is read only to keep an existing choice
  }, [session]);

  function choose(picked: Label[]) {
    onChange(picked.map((l) => l.id).join(',') || undefined);
    if (namesField)
      (registry.formContext as FormContext).patch({ [namesField]: picked.map((l) => l.name).join(',') || undefined });
  }
  const toggle = (item: Label) => {
    if (!labels) return;
    const all = [...labels.identityLables, ...labels.workLables];
    const ids = chosen.includes(item.id) ? chosen.filter((id) => id !== item.id) : [...chosen, item.id];
    choose(all.filter((l) => ids.includes(l.id)));
  };

  // chips drawn with CSS (chips.css): MUI's Chip, ~25 of them each a ButtonBase with its ripple, added 83 style
  // rules for emotion to compile and insert and their render as the labels' answer came
  const group = (title: string, items: Label[], selectable: boolean) => (
    <div className="chip-group label-group" role="group" aria-label={title}>
      <span className="t-body2 t-secondary label-group-title">{title}</span>
      {items.map((item) => {
        const on = selectable ? chosen.includes(item.id) : item.status === 1;
        const clickable = selectable && !disabled && !readonly;
        // a chip that toggles is a button, pressed or not; one that only shows a state marks the current one
        return clickable ? (
          <button key={item.id} type="button" className="chip-choice" aria-pressed={on} onClick={() => toggle(item)}>
            <span>{item.name}</span>
          </button>
        ) : (
          <span key={item.id} className="chip-choice" aria-current={on ? 'true' : undefined}>
            <span>{item.name}</span>
          </span>
        );
      })}
    </div>
  );

  return (
    <Stack spacing={1} role="group" aria-label={label}>
      <Typography variant="subtitle2">{label}</Typography>
      {labels && (
        <>
          {group(labelPickerTexts.memberLabels, labels.memberLables, false)}
          {group(labelPickerTexts.identityLabels, labels.identityLables, true)}
          {group(labelPickerTexts.workLabels, labels.workLables, true)}
        </>
      )}
      {/* seed 1 §2.7 */}
      <Typography variant="caption" color="text.secondary">
        {labelPickerTexts.labelsInApp}
      </Typography>
    </Stack>
  );
}
