// The rows of any list answer; apart from the list logic because forms' choice widgets read them too.
import type { ListRecord } from '../cards/types';

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
  const all = Array.isArray(value)
    ? value
    : Array.isArray(value?.records)
      ? value.records
      : Array.isArray(value?.data)
        ? value.data
        : [];
  const records = all as ListRecord[];
  const total = !Array.isArray(value) && typeof value?.total === 'number' ? value.total : records.length;
  if (!local) return { records, total };
  const start = (local.page - 1) * local.pageSize;
  return { records: records.slice(start, start + local.pageSize), total: records.length };
}
