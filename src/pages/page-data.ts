// A block's call through the page's query cache (TanStack Query): blocks fetch in parallel, the same
// operation and inputs on one page is one request, and a page returned to shows its data at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callOperation } from '../lib/http';

/** The answer of `operation` with `input`; not asked while `input` is null. */
export function useCall<T = unknown>(operation: string | undefined, input: Record<string, unknown> | null) {
  return useQuery({
    queryKey: [operation, input],
    queryFn: () => callOperation<T>(operation!, input!),
    enabled: Boolean(operation && input),
  });
}

/** After a change: every block of the page reads its data again. */
export function useReloadAll(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries(), [client]);
}
