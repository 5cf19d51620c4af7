import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Field, ListBlock as ListBlockSpec } from '../../../generated/routes';
import * as sizes from '../../../generated/texts/sizes';
import { fieldText, type Scope } from '../../lib/display';
import { cards, preloadCards } from '../../cards';
import type { ListRecord } from '../../cards/types';
import { Loading } from '../../components/loading';
import { PictureRankScope, type PictureRank } from '../../components/picture';
import { PlainButton } from '../../components/plain-button';
import { lazyThemed } from '../../components/themed';
import { callOperation } from '../../lib/http';
import { messages } from '../../lib/messages';
import { ActionBar } from '../actions';
import { useGate } from '../use-gate';
import { FormDialog } from '../lazy-form-dialog';
import {
  cardNames,
  cardOf,
  filterInput,
  openLinkOf,
  pagingInput,
  positiveInt,
  selectedRecordTab,
  stateKeys,
  viewOf,
  type ResolvedView,
} from '../list-logic';
import { rowsOf, type Rows } from '../rows';
import { useCall, useReloadAll } from '../page-data';
import { Failed } from './failed';
import { inputOf, linkTo } from '../page-inputs';
import { useListPosition } from '../list-position';
import { RowScope, useFrame, useRouteQuery, useScope, type RouteQuery } from '../page-scope';
import { useFirstScreenIn } from './block-stage';
import { Filters } from './filters';
import { ItemView } from './item-view';
import { TabBar } from '../../components/tab-bar';

// The pager (MUI's Pagination, ~3 KB gzip, and MUI's core, ~42 KB) loads with the first list that has
// more than a page, once the page's first screen is in, in a box of its own height: asked for beside the
// list's first call, or as its rows were drawn, it shared the phone's line with the first rows' pictures,
// the page's largest paint.
const loadPager = () => import('@mui/material/Pagination').then((m) => m.default);
const Pagination = lazyThemed(loadPager);

/**
 * A list as spec/routes.yaml describes it: view tabs and filters (kept in the route query, each change
 * back to page 1), a page of rows (a card of src/cards or an item template), a pager or an endless
 * scroll, the empty text, row links, row actions and an add dialog.
 */
export function ListBlock({ block, label }: { block: ListBlockSpec; label: string }) {
  const scope = useScope();
  const { query, updateQuery } = useRouteQuery();
  const keys = stateKeys(block);
  const tab = block.tabs ? Math.min(positiveInt(query.get(keys.tab), 1) - 1, block.tabs.length - 1) : 0;
  const page = positiveInt(query.get(keys.page));
  const view = useMemo(() => viewOf(block, tab), [block, tab]);
  // the view's cards load beside its data, not after it
  useEffect(() => preloadCards(cardNames(view.card)), [view.card]);
  const located = useListPosition(block.position, scope);
  const base = located.input && inputOf(view, scope, { ...filterInput(block, query), ...located.input });
  const change = (entries: Record<string, string | null>) =>
    updateQuery((next) => {
      for (const [key, value] of Object.entries(entries)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
    });

  return (
    <div className="list-block">
      <div className="list-head">
        {block.tabs && (
          <TabBar
            labels={block.tabs.map((t) => t.label)}
            value={tab}
            label={label}
            onChange={(value) => change({ [keys.tab]: value ? String(value + 1) : null, [keys.page]: null })}
          />
        )}
        {block.add && <AddButton add={block.add} />}
      </div>
      {/* a new filter shows other rows: back to page 1, and a chosen row is no longer chosen */}
      {block.filters && (
        <Filters
          block={block}
          query={query}
          change={(entries) => change({ ...entries, [keys.page]: null, ...selectCleared(block) })}
        />
      )}
      {located.refused && (
        <p role="status" className="t-body2 t-secondary list-total">
          {located.refused}
        </p>
      )}
      {!located.input ? (
        <Loading />
      ) : block.infinite ? (
        <EndlessRows block={block} view={view} base={base} label={label} />
      ) : (
        <PagedRows
          block={block}
          view={view}
          base={base}
          page={page}
          label={label}
          onPage={(p) => change({ [keys.page]: p > 1 ? String(p) : null })}
        />
      )}
    </div>
  );
}

function AddButton({ add }: { add: NonNullable<ListBlockSpec['add']> }) {
  const [open, setOpen] = useState(false);
  const reloadAll = useReloadAll();
  return (
    <>
      <PlainButton style={{ marginLeft: 'auto' }} onClick={() => setOpen(true)}>
        {add.label}
      </PlainButton>
      {open && (
        <Suspense fallback={null}>
          <FormDialog
            title={add.label}
            form={add.form}
            onClose={() => setOpen(false)}
            onSuccess={() => {
              setOpen(false);
              void reloadAll();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The route query entries that forget a chosen row. */
const selectCleared = (block: ListBlockSpec) =>
  Object.fromEntries(Object.keys(block.select ?? {}).map((key) => [key, null]));

/** The pager's room while its code loads. */
const pagerRoom = <div style={{ marginTop: 16, height: 32 }} />;

/** The rows left when those `except` names are left out (the goods being viewed, not in 他还发布了). */
const excepted = (rows: Rows, except: Record<string, unknown> | null | undefined): Rows => {
  if (!except) return rows;
  const left = rows.records.filter(
    (row) =>
      !Object.entries(except).every(
        ([field, value]) => String((row as Record<string, unknown>)[field]) === String(value),
      ),
  );
  return { records: left, total: rows.total - (rows.records.length - left.length) };
};

/** The part of the rows a `slice` names (the same answer shown as a podium and a list). */
const sliced = (rows: Rows, slice: ListBlockSpec['slice']): Rows =>
  slice ? { records: rows.records.slice(slice.from, slice.to), total: rows.total } : rows;

interface RowsProps {
  block: ListBlockSpec;
  view: ResolvedView;
  base: Record<string, unknown> | null;
  label: string;
}

function PagedRows({
  block,
  view,
  base,
  page,
  label,
  onPage,
}: RowsProps & { page: number; onPage(page: number): void }) {
  const local = view.paging === 'local' && block.pageSize ? { page, pageSize: block.pageSize } : undefined;
  const input = base && { ...base, ...pagingInput(view, block.pageSize, page) };
  const answer = useCall(view.operation, input);
  // a visitor on a member's list (no userId) sees the empty text, not a spinner for ever
  const scope = useScope();
  const rows: Rows | null = !input
    ? { records: [], total: 0 }
    : answer.data === undefined
      ? null
      : excepted(
          sliced(rowsOf(answer.data, local), block.slice),
          block.except && inputOf({ params: block.except }, scope),
        );
  const { query, updateQuery } = useRouteQuery();
  const firstScreenIn = useFirstScreenIn();
  if (input && answer.isError) return <Failed onRetry={answer.retry} />;
  if (!rows) return <Loading />;
  const recordTab = block.recordTabs;
  if (recordTab) {
    const select = recordTab.select;
    const chosen = selectedRecordTab(rows.records, select?.field, select ? query.get(select.query) : null);
    return (
      <>
        {rows.records.length > 0 && (
          <TabBar
            labels={rows.records.map((record) => String(record[recordTab.label] ?? ''))}
            value={chosen}
            label={label}
            onChange={(value) => {
              if (!select) return;
              updateQuery((next) => next.set(select.query, String(rows.records[value][select.field] ?? '')));
            }}
          />
        )}
        <RowList block={block} view={view} records={rows.records.slice(chosen, chosen + 1)} label={label} />
      </>
    );
  }
  const pages = block.pageSize ? Math.ceil(rows.total / block.pageSize) : 0;
  return (
    <>
      {block.total && (
        <p className="t-body2 t-secondary list-total" aria-live="polite">
          {block.total.replace('{n}', String(rows.total))}
        </p>
      )}
      <RowList block={block} view={view} records={rows.records} label={label} />
      {/* seed 2 §2.2: the pager appears only when there is something to page */}
      {pages > 1 && (
        <Suspense fallback={pagerRoom}>
          {firstScreenIn ? (
            <Pagination
              aria-label={messages.pager(label)}
              sx={{ mt: 2 }}
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, p) => onPage(p)}
            />
          ) : (
            pagerRoom
          )}
        </Suspense>
      )}
    </>
  );
}

/** Pages appended as the end of the list comes into view, after the spec's delay (seed 3 §4 dynamics). */
function EndlessRows({ block, view, base, label }: RowsProps) {
  const size = block.pageSize ?? sizes.listPage;
  const answer = useInfiniteQuery({
    queryKey: [view.operation, base, 'endless'],
    queryFn: ({ pageParam }) =>
      callOperation(view.operation, { ...base, ...pagingInput(view, size, pageParam) }).then((data) => rowsOf(data)),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * size < last.total ? all.length + 1 : undefined),
    enabled: Boolean(base),
  });
  const end = useRef<HTMLDivElement>(null);
  const [waiting, setWaiting] = useState(false);
  const busy = useRef(false);
  const { hasNextPage, fetchNextPage } = answer;
  const delayMs = block.infinite!.delayMs;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the end in view: wait the spec's delay, then append the next page (once at a time)
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry.isIntersecting || busy.current) return;
      busy.current = true;
      setWaiting(true);
      timer = setTimeout(() => {
        void fetchNextPage().finally(() => {
          busy.current = false;
          setWaiting(false);
        });
      }, delayMs);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      if (timer) {
        clearTimeout(timer);
        busy.current = false;
      }
    };
  }, [hasNextPage, fetchNextPage, delayMs, answer.data]);
  if (!answer.data) return answer.isError ? <Failed onRetry={() => void answer.refetch()} /> : <Loading />;
  const records = answer.data.pages.flatMap((p) => p.records);
  return (
    <>
      <RowList block={block} view={view} records={records} label={label} />
      <div ref={end} aria-hidden />
      {waiting && <Loading />}
    </>
  );
}

const Empty = ({ text }: { text?: string }) => (
  <p className="t-body1 t-secondary list-empty">{text ?? messages.emptyList}</p>
);

/** The rows, each in its own scope (row.<field>), as cards or items, linked where `open` says. */
function RowList({
  block,
  view,
  records,
  label,
}: {
  block: ListBlockSpec;
  view: ResolvedView;
  records: readonly ListRecord[];
  label: string;
}) {
  const { side } = useFrame();
  if (!records.length) return <Empty text={view.empty} />;
  if (view.groupBy) {
    // rows under a heading per value of the field, in the order they come (browse history by date)
    const groups = groupRows(records, view.groupBy);
    return (
      <>
        {groups.map(({ heading, rows }) => (
          <section key={heading} aria-label={heading} className="list-group">
            <h3 className="t-subtitle2 t-secondary">{heading}</h3>
            <RowList block={block} view={{ ...view, groupBy: undefined }} records={rows} label={heading} />
          </section>
        ))}
      </>
    );
  }
  const columns = block.columns ?? 1;
  // in the main column, the first row's pictures are asked at once, the first of them first (picture.tsx)
  const rank = (i: number): PictureRank => (side ? 'later' : i === 0 ? 'lead' : i < columns ? 'first' : 'later');
  return (
    <ul
      aria-label={label}
      className={['rows', columns > 1 && 'rows-multi', block.phoneColumns === 2 && 'rows-phone-2']
        .filter(Boolean)
        .join(' ')}
      style={{ '--columns': columns } as CSSProperties}
    >
      {records.map((record, i) => (
        <li key={String(record.id ?? i)}>
          <RowScope row={record} position={i}>
            <PictureRankScope value={rank(i)}>
              <Row block={block} view={view} record={record} />
            </PictureRankScope>
          </RowScope>
        </li>
      ))}
    </ul>
  );
}

/**
 * A row that is chosen rather than opened (`select`): a click puts its values in the route query, where
 * the page's other blocks read them; the row the query names is marked (aria-pressed, outlined).
 */
function ChoiceRow({
  select,
  view,
  record,
  scope,
  query,
  updateQuery,
}: {
  select: NonNullable<ListBlockSpec['select']>;
  view: ResolvedView;
  record: ListRecord;
  scope: Scope;
} & RouteQuery) {
  const values = inputOf({ params: select }, scope) ?? {};
  const chosen = Object.keys(select).every(
    (key) => values[key] !== undefined && query.get(key) === String(values[key]),
  );
  const card = cardOf(view.card, scope);
  const Card = card ? cards[card] : null;
  const choose = () =>
    updateQuery((next) => {
      for (const [key, value] of Object.entries(values)) next.set(key, String(value));
    });
  return (
    <button
      type="button"
      className="link-button list-choice"
      aria-pressed={chosen}
      onClick={choose}
      style={{ display: 'block', width: '100%', textAlign: 'left' }}
    >
      {Card ? <Card record={record} /> : view.item ? <ItemView item={view.item} chosen={chosen} /> : null}
    </button>
  );
}

/** Rows in runs by the shown value of a field, first appearance first. */
function groupRows(records: readonly ListRecord[], by: Field): { heading: string; rows: ListRecord[] }[] {
  const groups = new Map<string, ListRecord[]>();
  for (const record of records) {
    const heading = fieldText(by, { row: record });
    groups.set(heading, [...(groups.get(heading) ?? []), record]);
  }
  return [...groups].map(([heading, rows]) => ({ heading, rows }));
}

function Row({ block, view, record }: { block: ListBlockSpec; view: ResolvedView; record: ListRecord }) {
  const scope = useScope();
  const gate = useGate();
  const navigate = useNavigate();
  const routeQuery = useRouteQuery();
  if (block.select)
    return <ChoiceRow select={block.select} view={view} record={record} scope={scope} {...routeQuery} />;
  const link = openLinkOf(view.open, scope);
  const to = link && linkTo(link.route, link.query, scope);
  const card = cardOf(view.card, scope);
  const Card = card ? cards[card] : null;
  // an item row that is not a link holds its actions at its right; a linked one, an item or a card, has them
  // under it, in one frame with the row (buttons cannot sit inside the link; a job's 查看地图 stays in its card)
  const inside = Boolean(view.item && !Card && !to && view.actions);
  const framed = Boolean((view.item || Card) && to && view.actions);
  const actions = view.actions && <ActionBar actions={view.actions} justify="flex-end" />;
  const body = Card ? (
    <Card record={record} />
  ) : view.item ? (
    <ItemView item={view.item} actions={inside ? actions : undefined} bare={framed} />
  ) : null;
  // a gated link (opening needs login) asks first, then goes
  const guarded = (event: MouseEvent) => {
    if (!link?.gate || !to) return;
    event.preventDefault();
    void gate.pass(link.gate, () => navigate(to));
  };
  // the row fills its cell (the li is a column: tiles of a grid row equally high)
  const row = to ? (
    <Link to={to} className="list-row-link row-body" onClick={guarded}>
      {body}
    </Link>
  ) : (
    <div className="row-body">{body}</div>
  );
  if (framed)
    return (
      <div className="paper row-framed">
        {row}
        <div className="row-framed-actions">{actions}</div>
        {gate.dialog}
      </div>
    );
  return (
    <>
      {row}
      {actions && !inside && <div className="row-actions">{actions}</div>}
      {gate.dialog}
    </>
  );
}
