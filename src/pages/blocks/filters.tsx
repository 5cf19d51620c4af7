import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Filter, ListBlock } from '../../../generated/routes';
import { chosenOption, defaultOption, rangeEndKey } from '../list-logic';
import { rowsOf } from '../rows';
import { useCall } from '../page-data';
import { inputOf } from '../page-inputs';
import { useScope } from '../page-scope';
import { TabBar } from '../../components/tab-bar';

type Change = (entries: Record<string, string | null>) => void;

/** A list's filters in one row; every change goes to the route query (and the list back to page 1). */
export function Filters({ block, query, change }: { block: ListBlock; query: URLSearchParams; change: Change }) {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1 }}>
      {block.filters!.map((filter) => (
        <FilterControl key={filter.query} block={block} filter={filter} query={query} change={change} />
      ))}
    </Stack>
  );
}

function FilterControl({ block, filter, query, change }: { block: ListBlock; filter: Filter; query: URLSearchParams; change: Change }) {
  switch (filter.kind) {
    case 'tabs': {
      const options = filter.options ?? [];
      return (
        <TabBar labels={options.map((option) => option.label)} value={chosenOption(filter, query)} label={filter.label ?? ''} onChange={(i) => change({ [filter.query]: i === defaultOption(filter) ? null : String(options[i].value ?? '') })} />
      );
    }
    case 'select':
      return <SelectFilter filter={filter} query={query} change={change} />;
    case 'search':
      return <SearchFilter filter={filter} query={query} change={change} />;
    case 'dateRange': {
      const end = rangeEndKey(block, filter);
      return (
        <Stack direction="row" spacing={1} alignItems="center" role="group" aria-label={filter.label}>
          <TextField type="date" size="small" label={`${filter.label ?? ''}开始`} value={query.get(filter.query) ?? ''} onChange={(e) => change({ [filter.query]: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" label={`${filter.label ?? ''}结束`} value={query.get(end) ?? ''} onChange={(e) => change({ [end]: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </Stack>
      );
    }
  }
}

function SelectFilter({ filter, query, change }: { filter: Extract<Filter, { kind: 'select' }>; query: URLSearchParams; change: Change }) {
  const scope = useScope();
  const from = filter.from;
  const answer = useCall(from?.operation, from ? inputOf(from, scope) : null);
  const loaded = from && answer.data !== undefined ? rowsOf(answer.data).records.map((row) => ({ label: String(row[from.label] ?? ''), value: String(row[from.value] ?? '') })) : [];
  // the spec's own options (an "all" without a value) come before those read from the call
  const options = [...(filter.options ?? []), ...loaded];
  return (
    <TextField select size="small" label={filter.label} value={query.get(filter.query) ?? ''} onChange={(e) => change({ [filter.query]: e.target.value })} sx={{ minWidth: 140 }}>
      {options.map((option) => (
        <MenuItem key={`${option.label}-${String(option.value ?? '')}`} value={option.value === undefined ? '' : String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SearchFilter({ filter, query, change }: { filter: Extract<Filter, { kind: 'search' }>; query: URLSearchParams; change: Change }) {
  const [text, setText] = useState(query.get(filter.query) ?? '');
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      role="search"
      aria-label={filter.label}
      onSubmit={(e) => {
        e.preventDefault();
        change({ [filter.query]: text.trim() });
      }}
    >
      <TextField size="small" label={filter.label} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="outlined">
        搜索
      </Button>
    </Stack>
  );
}
