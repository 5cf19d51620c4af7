// A block's call through the page's query cache (TanStack Query): blocks fetch in parallel, the same
// operation and inputs on one page is one request, and a page returned to shows its data at once.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { callOperation } from '../lib/http';

/** Resolves in a task of its own (a macrotask after the current one). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a block reads of its call. */
export interface CallAnswer<T> {
  data: T | undefined;
  dataUpdatedAt: number;
  isError: boolean;
  isPending: boolean;
  /** Asks again (a failed block's 重试). */
  retry(): void;
}

/**
 * The answer of `operation` with `input`; not asked while `input` is null.
 *
 * A block's first answer is drawn at transition priority: React renders it in slices and lets the
 * browser in between, where a page opening with fifteen calls (the home page) otherwise ran one long
 * task per answer as they landed. Until then the block still says it is loading. Later answers (a page
 * turned, a reload) show at once.
 *
 * Each call also starts in a task of its own: the blocks' queries subscribe together as the page
 * mounts, and building, signing and sending fifteen requests there was one ~0.5 s task under
 * Lighthouse's 4× CPU throttling. They still all go out at once, none waiting for another's answer.
 *
 * `isError`: the call failed and there is nothing to show.
 */
export function useCall<T = unknown>(
  operation: string | undefined,
  input: Record<string, unknown> | null,
): CallAnswer<T> {
  const answer = useQuery({
    queryKey: [operation, input],
    // an answer without data (showLoanApply before any application) is an answer, kept as null: the
    // query cache takes undefined for a failed call (and says so on the console)
    queryFn: () => nextTask().then(async () => (await callOperation<T>(operation!, input!)) ?? null),
    enabled: Boolean(operation && input),
  });
  const shown = useDeferredValue(answer.data);
  const waiting = answer.data !== undefined && shown === undefined;
  // a failed reload keeps what was shown (the failure has its toast): a list that had rows does not turn empty
  const { refetch } = answer;
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    data: waiting ? undefined : (answer.data ?? undefined),
    dataUpdatedAt: answer.dataUpdatedAt,
    isError: answer.isError && answer.data === undefined,
    isPending: answer.isPending || waiting,
    retry,
  };
}

/** After a change: every block of the page reads its data again. */
export function useReloadAll(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries(), [client]);
}

/**
 * After a change that leaves the page (then: back / go): every answer may be out of date, but the page
 * being left is not asked again (its record may be gone). The page gone to asks when it mounts, or, kept
 * alive, when it shows again (useRefreshShown).
 */
export function useMarkStale(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ refetchType: 'none' }), [client]);
}

/**
 * A page shown again (kept alive, at `shownAt`) asks again what a change has marked stale; a page just
 * mounted has already asked (not asked twice).
 */
export function useRefreshShown(shownAt: string): void {
  const client = useQueryClient();
  useEffect(() => {
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.isInvalidated && query.state.fetchStatus === 'idle',
    });
  }, [client, shownAt]);
}
