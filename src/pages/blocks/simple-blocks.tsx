import { Suspense, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type {
  ButtonsBlock as ButtonsSpec,
  FormBlock as FormSpec,
  HtmlBlock as HtmlSpec,
  LinksBlock as LinksSpec,
  ScreenBlock as ScreenSpec,
  StatsBlock as StatsSpec,
  TabsBlock as TabsSpec,
  TextBlock as TextSpec,
  Tile,
} from '../../../generated/routes';
import { Loading } from '../../components/loading';
import { evaluate } from '../../lib/conditions';
import { readPath } from '../../lib/display';
import { textOf } from '../../lib/format';
import { messages } from '../../lib/messages';
import { toast } from '../../lib/toast';
import { useNearViewport } from '../../lib/use-near-viewport';
import { screens } from '../../screens';
import { ActionBar } from '../actions';
import { useGate } from '../use-gate';
import { InlineForm } from '../lazy-form-dialog';
import { useCall, useMarkStale, useReloadAll } from '../page-data';
import { Failed } from './failed';
import { inputOf, linkTo } from '../page-inputs';
import { useRouteQuery, useScope } from '../page-scope';
import { BlockList, useAnchorWanted } from './block-view';
import { BlockHtml } from '../../components/lazy-html';
import { TabBar } from '../../components/tab-bar';

/** Server HTML (sanitised): a field of a call's answer, or of the enclosing record. */
export function HtmlBlock({ block }: { block: HtmlSpec }) {
  const scope = useScope();
  const input = block.operation ? inputOf(block, scope) : null;
  const answer = useCall<Record<string, unknown>>(block.operation, input);
  if (block.operation && input && answer.isError) return <Failed onRetry={answer.retry} />;
  if (block.operation && answer.isPending && input) return <Loading />;
  const source = block.operation ? answer.data : scope.record;
  return <BlockHtml html={textOf(readPath(source, block.field))} />;
}

export function TextBlock({ block }: { block: TextSpec }) {
  return <p className="t-body1 t-secondary t-pre">{block.text}</p>;
}

/** Shortcut tiles: a route (behind its gate), an outside address, or one that answers 暂未开放. */
export function LinksBlock({ block }: { block: LinksSpec }) {
  return (
    <div className="tiles">
      {block.links.map((tile) => (
        <TileLink key={tile.label} tile={tile} />
      ))}
    </div>
  );
}

function TileLink({ tile }: { tile: Tile }) {
  const scope = useScope();
  const navigate = useNavigate();
  const gate = useGate();
  const to = tile.route ? linkTo(tile.route, tile.query, scope) : null;
  const body = (
    <div className="paper tile">
      {tile.image && <img src={tile.image} alt="" />}
      <div>
        <p className="t-body1 t-strong">{tile.label}</p>
        {tile.note && <span className="t-caption t-secondary">{tile.note}</span>}
      </div>
    </div>
  );
  const click = (event: MouseEvent) => {
    if (tile.notOpen) {
      event.preventDefault();
      return toast(messages.notOpen);
    }
    if (tile.gate && to) {
      event.preventDefault();
      void gate.pass(tile.gate, () => navigate(to));
    }
  };
  return (
    <>
      {tile.href ? (
        <a href={tile.href} target="_blank" rel="noopener noreferrer">
          {body}
        </a>
      ) : (
        <Link to={to ?? '#'} onClick={click}>
          {body}
        </Link>
      )}
      {gate.dialog}
    </>
  );
}

/**
 * A counter's text: a call's answer that leaves a figure out does not know it (暂无统计, not a made-up 0);
 * a record's absent count is none yet.
 */
const counter = (value: unknown, asked: boolean): string =>
  textOf(value) || (value === undefined && asked ? messages.noFigures : '0');

/** Labelled counters from a call's answer, or from the enclosing record. */
export function StatsBlock({ block }: { block: StatsSpec }) {
  const scope = useScope();
  const input = block.operation ? inputOf(block, scope) : null;
  const answer = useCall<Record<string, unknown>>(block.operation, input);
  // failed, the counters would say 0: a figure nobody has is not a zero
  if (block.operation && input && answer.isError) return <Failed onRetry={answer.retry} />;
  const source = block.operation ? answer.data : scope.record;
  return (
    <dl className="stats">
      {block.items.map((item) => (
        <div key={item.label}>
          <dd className="t-h6">{counter(readPath(source, item.field), block.operation !== undefined)}</dd>
          <dt className="t-body2 t-secondary">{item.label}</dt>
        </div>
      ))}
    </dl>
  );
}

export function ButtonsBlock({ block }: { block: ButtonsSpec }) {
  return <ActionBar actions={block.actions} />;
}

/** Tabs that switch between groups of blocks; the chosen one lives in the route query. */
export function TabsBlock({ block, label }: { block: TabsSpec; label: string }) {
  const scope = useScope();
  const { query, updateQuery } = useRouteQuery();
  const items = block.items.filter((item) => evaluate(item.when, scope));
  // a tab is chosen by its value in the route query (search's type 0-3), else by its 1-based position
  const held = query.get(block.query);
  const byValue = items.findIndex((item) => item.value !== undefined && String(item.value) === held);
  const chosen = items.some((item) => item.value !== undefined)
    ? Math.max(byValue, 0)
    : Math.min(Math.max(Number(held ?? 1) - 1, 0), items.length - 1);
  return (
    <div className="tabs-block">
      <TabBar
        labels={items.map((item) => item.label)}
        value={chosen}
        label={label}
        onChange={(i) =>
          updateQuery((next) => {
            if (i === 0) next.delete(block.query);
            else next.set(block.query, items[i].value !== undefined ? String(items[i].value) : String(i + 1));
          })
        }
      />
      {items[chosen] && <BlockList key={chosen} blocks={items[chosen].blocks} label={items[chosen].label} />}
    </div>
  );
}

/**
 * A form in a page. Its code (the form runtime, its widgets) loads when the form comes near the viewport
 * or the address asks for it (`?section=<anchor>`): a form at the foot of a page (the user home's
 * feedback) does not weigh on the page's first paint. Until then its space is held. After it succeeds the
 * page reads its data again (the form clears unless it goes back or locks).
 */
export function FormBlock({ block }: { block: FormSpec }) {
  const reloadAll = useReloadAll();
  const markStale = useMarkStale();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const wanted = useAnchorWanted(block.anchor);
  return (
    <div ref={ref} style={near || wanted ? undefined : { minHeight: 320 }}>
      {(near || wanted) && (
        <Suspense fallback={<Loading />}>
          {/* locked once sent (the loan), the page is not read again now: its own check (showLoanApply's
              105) would toast 您已提交过贷款申请 over the success; it is read on the next visit */}
          <InlineForm form={block.form} onSuccess={(_, { locked }) => void (locked ? markStale() : reloadAll())} />
        </Suspense>
      )}
    </div>
  );
}

/** A hand-written part where no block fits. */
export function ScreenBlock({ block }: { block: ScreenSpec }) {
  const Screen = screens[block.screen];
  return <Screen />;
}
