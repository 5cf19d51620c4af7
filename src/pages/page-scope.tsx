// What a composed page's blocks read: the enclosing record, the row at hand, the member and the route
// query — one Scope for params, conditions, fields and actions alike.
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Scope } from '../lib/display';
import { useSession } from '../lib/use-session';

type Row = Readonly<Record<string, unknown>>;

interface ScopeFrame {
  record?: Row;
  row?: Row;
  /** in the side column: its records are parts of the page, not what the page is about */
  side?: boolean;
  /** reads the enclosing record again (an action changed it) */
  reloadRecord?(): void;
}

const FrameContext = createContext<ScopeFrame>({});

/** Blocks inside see this record as record.<field> (and keep the outer row, if any). */
export function RecordScope({ record, reload, children }: { record: Row; reload(): void; children: ReactNode }) {
  const outer = useContext(FrameContext);
  const frame = useMemo(() => ({ ...outer, record, reloadRecord: reload }), [outer, record, reload]);
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** Inside a list row, carousel item or comment: row.<field>, and row._index its position (from 0) when given. */
export function RowScope({ row, position, children }: { row: Row; position?: number; children: ReactNode }) {
  const outer = useContext(FrameContext);
  const frame = useMemo(
    () => ({ ...outer, row: position === undefined ? row : { ...row, _index: position } }),
    [outer, row, position],
  );
  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}

/** The side column's blocks. */
export function SideScope({ children }: { children: ReactNode }) {
  return <FrameContext.Provider value={{ side: true }}>{children}</FrameContext.Provider>;
}

export const useFrame = () => useContext(FrameContext);

export interface RouteQuery {
  query: URLSearchParams;
  /**
   * Edits the page's query, starting from its latest value (two filters set one after the other both stay),
   * and replaces the address with it (history is not grown by every filter click).
   */
  updateQuery(edit: (next: URLSearchParams) => void): void;
}

const QueryContext = createContext<RouteQuery | null>(null);

/**
 * The route query a page's lists keep their state in. A kept-alive page stays mounted, hidden, while
 * another route shows: it goes on reading its own last query, not the other route's. The router commits a
 * new address in a transition, so a second edit can come before the first has rendered (a date range typed
 * quickly on a slow phone): edits start from the query as last edited, and only a new address (a link,
 * back, forward, one typed) replaces it.
 */
export function PageQuery({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const own = useRef({ pathname: location.pathname, location, search: location.search });
  // a location object is made per navigation (its key is not: an address typed or followed outside the
  // router is 'default' each time)
  if (location.pathname === own.current.pathname && location !== own.current.location) {
    own.current.location = location;
    own.current.search = location.search;
  }
  const search = own.current.search;
  const value = useMemo<RouteQuery>(
    () => ({
      query: new URLSearchParams(search),
      updateQuery: (edit) => {
        const next = new URLSearchParams(own.current.search);
        edit(next);
        own.current.search = `?${next.toString()}`;
        navigate({ pathname: own.current.pathname, search: next.toString() }, { replace: true });
      },
    }),
    [search, navigate],
  );
  return <QueryContext.Provider value={value}>{children}</QueryContext.Provider>;
}

export function useRouteQuery(): RouteQuery {
  const value = useContext(QueryContext);
  if (!value) throw new Error('useRouteQuery outside a PageQuery');
  return value;
}

/** The member as conditions and params see it: isCompany as 1 / 0, as the spec's fields are. */
function useScopeSession(): Record<string, unknown> | null {
  const session = useSession();
  return useMemo(() => (session ? { ...session, isCompany: session.isCompany ? 1 : 0 } : null), [session]);
}

/** The whole scope at this point of the page. */
export function useScope(): Scope {
  const frame = useFrame();
  const session = useScopeSession();
  const { query } = useRouteQuery();
  return useMemo(
    () => ({ record: frame.record, row: frame.row, session, query }),
    [frame.record, frame.row, session, query],
  );
}
