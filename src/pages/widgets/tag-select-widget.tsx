import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { Loading } from '../../components/loading';
import { useChoices, type ChoicesFrom } from './use-choices';
import * as tagsTexts from '../../../generated/texts/tags';

// the pop-up's code comes with its first opening: the publish pages carry no dialog otherwise
const AddTagDialog = lazy(() => import('./tag-add-dialog').then((m) => ({ default: m.AddTagDialog })));

const split = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The chosen tags after toggling one (kept in the order chosen). */
export function toggleTag(chosen: readonly string[], tag: string): string[] {
  return chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag];
}

/**
 * `ui:widget: tag-select`: a multi-select over the rows of `ui:options.from` (the works' label list,
 * articleLabelList by type), plus tags the member adds in the 添加标签 dialog (seed 2 §2.3); the value is
 * the chosen names comma-joined, as the publish and edit calls take `label`. A chosen tag the list does not
 * hold (added here, or an edited work's own) shows among the choices.
 */
export function TagSelectWidget({
  id,
  value,
  onChange,
  label,
  disabled,
  readonly,
  options,
  rawErrors = [],
}: WidgetProps) {
  const choices = useChoices(options.from as ChoicesFrom);
  const [adding, setAdding] = useState(false);
  const chosen = split(value);
  if (!choices) return <Loading />;
  const names = [...choices.map((c) => c.label), ...chosen.filter((tag) => !choices.some((c) => c.label === tag))];
  const set = (next: string[]) => onChange(next.join(',') || undefined);
  const locked = disabled || readonly;
  return (
    <Stack role="group" aria-labelledby={`${id}-label`} spacing={1}>
      <FormLabel id={`${id}-label`} error={rawErrors.length > 0}>
        {label}
      </FormLabel>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
        {names.map((tag) => {
          const on = chosen.includes(tag);
          return (
            <Chip
              key={tag}
              label={tag}
              role="checkbox"
              aria-checked={on}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              disabled={locked}
              onClick={() => set(toggleTag(chosen, tag))}
            />
          );
        })}
        <Button id={id} size="small" variant="text" disabled={locked} onClick={() => setAdding(true)}>
          {tagsTexts.addTag}
        </Button>
      </Stack>
      {adding && (
        <Suspense fallback={null}>
          <AddTagDialog
            onCancel={() => setAdding(false)}
            onAdd={(tag) => {
              setAdding(false);
              if (!chosen.includes(tag)) set([...chosen, tag]);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
