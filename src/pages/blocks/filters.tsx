import { Suspense } from 'react';
import type { Filter, ListBlock } from '../../../generated/routes';
import { TabBar } from '../../components/tab-bar';
import { lazyThemed } from '../../components/themed';
import { chosenOption, defaultOption } from '../list-logic';
import { useFirstScreenIn } from './block-stage';
import type { Change } from './filter-fields';

// A select, a search or a date range is an MUI field (~50 KB gzip with MUI's core): it loads once the
// page's first screen is in. Loaded beside the list's first call, it shared the phone's line with that
// call and the rows' pictures (the page's largest paint), and the rows waited, invisible, until it was drawn.
const FilterField = lazyThemed(() => import('./filter-fields').then((m) => m.FilterField));

/**
 * A list's filters in one row; every change goes to the route query (and the list back to page 1). Tabs
 * are drawn at once; a field waits in a room of its size (blocks.css), so nothing under it moves when it comes.
 */
export function Filters({ block, query, change }: { block: ListBlock; query: URLSearchParams; change: Change }) {
  const firstScreenIn = useFirstScreenIn();
  return (
    <div className="filters">
      {block.filters!.map((filter) => {
        if (filter.kind === 'tabs')
          return <TabsFilter key={filter.query} filter={filter} query={query} change={change} />;
        const room = <div className={`filter-room filter-room-${filter.kind}`} aria-hidden />;
        return (
          <Suspense key={filter.query} fallback={room}>
            {firstScreenIn ? <FilterField block={block} filter={filter} query={query} change={change} /> : room}
          </Suspense>
        );
      })}
    </div>
  );
}

function TabsFilter({
  filter,
  query,
  change,
}: {
  filter: Extract<Filter, { kind: 'tabs' }>;
  query: URLSearchParams;
  change: Change;
}) {
  const options = filter.options ?? [];
  return (
    <TabBar
      labels={options.map((option) => option.label)}
      value={chosenOption(filter, query)}
      label={filter.label ?? ''}
      onChange={(i) => change({ [filter.query]: i === defaultOption(filter) ? null : String(options[i].value ?? '') })}
    />
  );
}
