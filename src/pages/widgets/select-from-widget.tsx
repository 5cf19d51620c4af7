import type { WidgetProps } from '@rjsf/utils';
import Select from '@rjsf/mui/lib/SelectWidget/index.js';
import { useChoices, type ChoicesFrom } from './use-choices';

/**
 * rjsf's select (`ui:widget: select`), its options read from an operation when `ui:options.from`
 * names one (seed 2 §5: the village-head and group-head choices list the owner's sub-members);
 * without it the theme's select as it is.
 */
export function SelectFromWidget(props: WidgetProps) {
  const from = props.options.from as ChoicesFrom | undefined;
  const choices = useChoices(from);
  if (!from) return <Select {...props} />;
  return <Select {...props} options={{ ...props.options, enumOptions: choices ?? [] }} />;
}
