import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { Filter, ListBlock } from '../../../generated/routes';
import { rangeEndKey } from '../list-logic';
import { rowsOf } from '../rows';
import { useCall } from '../page-data';
import { inputOf } from '../page-inputs';
import { useScope } from '../page-scope';
import * as blocksTexts from '../../../generated/texts/blocks';
import { fillText } from '../../lib/messages';

export type Change = (entries: Record<string, string | null>) => void;

type FieldFilter = Exclude<Filter, { kind: 'tabs' }>;

/** A list's filter that is a field (filters.tsx draws the tabs): a select, a search or a date range. */
export function FilterField({
  block,
  filter,
  query,
  change,
}: {
  block: ListBlock;
  filter: FieldFilter;
  query: URLSearchParams;
  change: Change;
}) {
  switch (filter.kind) {
    case 'select':
      return <SelectFilter filter={filter} query={query} change={change} />;
    case 'search':
      return <SearchFilter filter={filter} query={query} change={change} />;
    case 'dateRange': {
      const end = rangeEndKey(block, filter);
      return (
        <div className="filter-group" role="group" aria-label={filter.label}>
          <TextField
            type="date"
            size="small"
            label={fillText(blocksTexts.filterFrom, { label: filter.label ?? '' })}
            value={query.get(filter.query) ?? ''}
            onChange={(e) => change({ [filter.query]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={fillText(blocksTexts.filterTo, { label: filter.label ?? '' })}
            value={query.get(end) ?? ''}
            onChange={(e) => change({ [end]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </div>
      );
    }
  }
}

function SelectFilter({
  filter,
  query,
  change,
}: {
  filter: Extract<Filter, { kind: 'select' }>;
  query: URLSearchParams;
  change: Change;
}) {
  const scope = useScope();
  const from = filter.from;
  const answer = useCall(from?.operation, from ? inputOf(from, scope) : null);
  const loaded =
    from && answer.data !== undefined
      ? rowsOf(answer.data).records.map((row) => ({
          label: String(row[from.label] ?? ''),
          value: String(row[from.value] ?? ''),
        }))
      : [];
  // the spec's own options (an "all" without a value) come before those read from the call
  const options = [...(filter.options ?? []), ...loaded];
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={query.get(filter.query) ?? ''}
      onChange={(e) => change({ [filter.query]: e.target.value })}
      sx={{ minWidth: 140 }}
    >
      {options.map((option) => (
        <MenuItem
          key={`${option.label}-${String(option.value ?? '')}`}
          value={option.value === undefined ? '' : String(option.value)}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function SearchFilter({
  filter,
  query,
  change,
}: {
  filter: Extract<Filter, { kind: 'search' }>;
  query: URLSearchParams;
  change: Change;
}) {
  const [text, setText] = useState(query.get(filter.query) ?? '');
  return (
    <form
      className="filter-group"
      role="search"
      aria-label={filter.label}
      onSubmit={(e) => {
        e.preventDefault();
        change({ [filter.query]: text.trim() });
      }}
    >
      <TextField size="small" label={filter.label} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="outlined">
        {blocksTexts.search}
      </Button>
    </form>
  );
}
