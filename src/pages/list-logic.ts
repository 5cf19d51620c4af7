// The generic list page's decisions in plain functions (spec/routes.yaml `list:`): which call a tab
// makes, with which inputs, what the answer's rows are, and where a row leads.
import { href, type ListPage, type ListView, type OpenLink, type RouteName } from '../../generated/routes';
import type { ListRecord } from '../cards/types';
import { resolveParams, type PageSources } from './form-logic';

export type ResolvedView = Required<Pick<ListView, 'operation' | 'card'>> & Omit<ListView, 'operation' | 'card'>;

/** What the selected tab shows: the list's settings with the tab's own on top (params merged). */
export function viewOf(list: ListPage, tab: number): ResolvedView {
  const own: ListView = list.tabs?.[tab] ?? {};
  const { tabs: _tabs, recordTabs: _recordTabs, add: _add, actions: _actions, kind: _kind, pageSize: _pageSize, ...base } = list;
  return { ...base, ...own, params: { ...list.params, ...own.params } } as ResolvedView;
}

/** The inputs of one page of a view: its params plus the paging inputs, unless paged locally. */
export function pageInput(view: ResolvedView, pageSize: number | undefined, page: number, sources: PageSources): Record<string, unknown> | null {
  const input = resolveParams(view.params, sources);
  if (!input || !pageSize || view.paging === 'local') return input;
  const names = view.paging ?? { index: 'pageIndex', size: 'pageSize' };
  return { ...input, [names.index]: page, [names.size]: pageSize };
}

export interface Rows {
  records: ListRecord[];
  total: number;
}

/**
 * The rows of an answer, whatever its envelope: page {records, total}, {data, total} or a plain array.
 * A locally paged view gets the requested page cut from everything.
 */
export function rowsOf(answer: unknown, local?: { page: number; pageSize: number }): Rows {
  const value = answer as { records?: unknown; data?: unknown; total?: unknown } | unknown[] | null | undefined;
  const all = Array.isArray(value) ? value : Array.isArray(value?.records) ? value.records : Array.isArray(value?.data) ? value.data : [];
  const records = all as ListRecord[];
  const total = !Array.isArray(value) && typeof value?.total === 'number' ? value.total : records.length;
  if (!local) return { records, total };
  const start = (local.page - 1) * local.pageSize;
  return { records: records.slice(start, start + local.pageSize), total: records.length };
}

/** A row (or a detail's record) has every value `when` names. */
export const matchesWhen = (when: OpenLink['when'], record: ListRecord) =>
  Object.entries(when ?? {}).every(([field, value]) => String(record[field] ?? '') === String(value));

/** Where a row leads: the first link whose `when` matches it, with its query filled from the row. */
export function openHref(open: ListView['open'], record: ListRecord, sources: PageSources): string | null {
  const link = [open ?? []].flat().find((candidate) => matchesWhen(candidate.when, record));
  if (!link) return null;
  const query = resolveParams(link.query, { ...sources, record });
  return query ? href(link.route as RouteName, Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) as never) : null;
}

/** The record a `recordTabs.select` query value names (by one of its fields); the first otherwise. */
export function selectedRecordTab(records: readonly ListRecord[], field: string | undefined, wanted: string | null): number {
  if (!field || !wanted) return 0;
  const found = records.findIndex((record) => String(record[field] ?? '') === wanted);
  return Math.max(found, 0);
}
