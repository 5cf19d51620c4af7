// A list block's decisions in plain functions (spec/routes.yaml `list:`): which view a tab shows, which
// inputs one page asks with (params, filters from the route query, paging), what an answer's rows are,
// and where a row leads.
import type { CardName, Filter, ListBlock, ListView, OpenLink } from '../../generated/routes';
import type { ListRecord } from '../cards/types';
import { evaluate } from '../lib/conditions';
import type { Scope } from '../lib/display';

export type ResolvedView = Required<Pick<ListView, 'operation'>> & Omit<ListView, 'operation'>;

/** What the selected tab shows: the list's settings with the tab's own on top (params merged). */
export function viewOf(list: ListBlock, tab: number): ResolvedView {
  const own: ListView = list.tabs?.[tab] ?? {};
  return {
    operation: (own.operation ?? list.operation)!,
    params: { ...list.params, ...own.params },
    paging: own.paging ?? list.paging,
    card: own.card ?? (own.item ? undefined : list.card),
    item: own.item ?? (own.card ? undefined : list.item),
    open: own.open ?? list.open,
    empty: own.empty ?? list.empty,
    groupBy: own.groupBy ?? list.groupBy,
    actions: own.actions ?? list.actions,
  };
}

/** The query keys of a list's state: its page and view tab. */
export const stateKeys = (list: Pick<ListBlock, 'queryPrefix'>) => ({
  page: `${list.queryPrefix}page`,
  tab: `${list.queryPrefix}tab`,
});

/** The route query key of a date range's end. */
export const rangeEndKey = (list: Pick<ListBlock, 'queryPrefix'>, filter: Extract<Filter, { kind: 'dateRange' }>) =>
  `${list.queryPrefix}${filter.to}`;

/** A number from the query, at least 1; 1 when absent or not a number. */
export function positiveInt(value: string | null, fallback = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** The option a tabs filter starts on: its `default`, else the first. */
export function defaultOption(filter: Filter): number {
  if (filter.kind !== 'tabs' || filter.default === undefined) return 0;
  return Math.max(
    (filter.options ?? []).findIndex((option) => String(option.value ?? '') === String(filter.default)),
    0,
  );
}

/** The chosen option of a tabs filter: the one the query names, else the default. */
export function chosenOption(filter: Filter, query: URLSearchParams): number {
  const options = filter.kind === 'tabs' || filter.kind === 'select' ? (filter.options ?? []) : [];
  const wanted = query.get(filter.query);
  const found = options.findIndex((option) => wanted !== null && String(option.value ?? '') === wanted);
  return found >= 0 ? found : defaultOption(filter);
}

/** The call inputs the filters add: the chosen tab's value, the select's, the search text, the range. */
export function filterInput(list: ListBlock, query: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const filter of list.filters ?? []) {
    if (filter.kind === 'dateRange') {
      const from = query.get(filter.query);
      const to = query.get(rangeEndKey(list, filter));
      if (from) input[filter.from] = from;
      if (to) input[filter.to] = to;
    } else if (filter.kind === 'tabs') {
      const option = filter.options?.[chosenOption(filter, query)];
      if (option?.value !== undefined) input[filter.param] = option.value;
    } else {
      const value = query.get(filter.query);
      if (value) input[filter.param] = value;
    }
  }
  return input;
}

/** The paging inputs of one page, unless the view pages locally or shows everything. */
export function pagingInput(view: ResolvedView, pageSize: number | undefined, page: number): Record<string, unknown> {
  if (!pageSize || view.paging === 'local') return {};
  const names = view.paging ?? { index: 'pageIndex', size: 'pageSize' };
  return { [names.index]: page, [names.size]: pageSize };
}

/** Every card a view may draw its rows with. */
export const cardNames = (card: ListView['card']): CardName[] =>
  card === undefined ? [] : typeof card === 'string' ? [card] : card.map((choice) => choice.card);

/** The card a row is drawn with: the view's one, or the first choice whose `when` holds for the row. */
export function cardOf(card: ListView['card'], scope: Scope): CardName | undefined {
  if (typeof card === 'string' || card === undefined) return card;
  return card.find((choice) => evaluate(choice.when, scope))?.card;
}

/** Where a row leads: the first link whose `when` holds for it. */
export const openLinkOf = (open: readonly OpenLink[] | undefined, scope: Scope): OpenLink | undefined =>
  open?.find((link) => evaluate(link.when, scope));

/** The record a `recordTabs.select` query value names (by one of its fields); the first otherwise. */
export function selectedRecordTab(
  records: readonly ListRecord[],
  field: string | undefined,
  wanted: string | null,
): number {
  if (!field || !wanted) return 0;
  const found = records.findIndex((record) => String(record[field] ?? '') === wanted);
  return Math.max(found, 0);
}
