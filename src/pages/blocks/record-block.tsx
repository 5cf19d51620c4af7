import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { Field, RecordBlock as RecordBlockSpec } from '../../../generated/routes';
import { preloadHtml } from '../../components/lazy-html';
import { Loading } from '../../components/loading';
import { Avatar } from '../../components/avatar';
import { MissingItem } from '../../components/missing-item';
import { evaluate } from '../../lib/conditions';
import { fieldText, type Scope } from '../../lib/display';
import { ActionBar } from '../actions';
import { useCall } from '../page-data';
import { Failed } from './failed';
import { inputOf } from '../page-inputs';
import { RecordScope, useFrame, useScope } from '../page-scope';
import { BlockList } from './block-view';
import { Badges, FieldValue, imagePaths, rawOf } from './field-view';

type Answer = Record<string, unknown>;

/** The record an answer holds: the answer, or with `pick` the element of a list answer the query names. */
function picked(data: unknown, pick: string | undefined, query: URLSearchParams | undefined): Answer | null {
  if (!pick) return (data as Answer | null) ?? null;
  const position = Number(query?.get(pick.slice(6)));
  return Array.isArray(data) && Number.isInteger(position) ? ((data[position] as Answer | undefined) ?? null) : null;
}

/** Whether a record block draws its card; one that does not only lends its fields to the blocks inside. */
export const showsCard = (block: RecordBlockSpec): boolean =>
  Boolean(block.title || block.image || block.meta || block.badges || block.sections || block.actions);

/**
 * One record: a card with the main image beside the title, meta line, badges and actions; its sections
 * as a compact grid of label / value pairs (long ones across the card); then the blocks inside it, which
 * read it as record.<field>.
 */
export function RecordBlock({ block, fallbackTitle }: { block: RecordBlockSpec; fallbackTitle: string }) {
  const scope = useScope();
  // a record inside another (a tab of a detail) or in the side column is a part of the page: no h1
  const frame = useFrame();
  const nested = frame.record !== undefined || frame.side === true;
  const input = inputOf(block, scope);
  const answer = useCall(block.operation, input);
  const client = useQueryClient();
  const reload = useCallback(
    () => void client.invalidateQueries({ queryKey: [block.operation, input] }),
    [client, block.operation, input],
  );
  // once this record is read, the answers it changed (a list's unread marks) are asked again when next shown
  const { stale } = block;
  const showsHtml = block.sections?.some((section) => section.as === 'html') === true;
  useEffect(() => {
    if (showsHtml) preloadHtml();
  }, [showsHtml]);
  useEffect(() => {
    if (stale && answer.dataUpdatedAt)
      void client.invalidateQueries({ predicate: (query) => stale.includes(query.queryKey[0] as never) });
  }, [client, stale, answer.dataUpdatedAt]);
  // a record that shows nothing itself only lends its fields to the blocks inside (a side column's
  // 他还发布了 reads the goods' member): no card, and nothing said when it is missing
  const card = showsCard(block);
  if (input && answer.isError) return card ? <Failed onRetry={answer.retry} /> : null;
  if (input && answer.isPending) return <Loading />;
  const record = input ? picked(answer.data, block.pick, scope.query) : null;
  if (!record) return card ? <MissingItem /> : null;
  return (
    <RecordScope record={record} reload={reload}>
      {card && <RecordCard block={block} fallbackTitle={fallbackTitle} nested={nested} />}
      {block.blocks && <BlockList blocks={block.blocks} label={fallbackTitle} />}
    </RecordScope>
  );
}

function RecordCard({
  block,
  fallbackTitle,
  nested,
}: {
  block: RecordBlockSpec;
  fallbackTitle: string;
  nested: boolean;
}) {
  const scope = useScope();
  const named = block.title ? fieldText(block.title, scope) : '';
  const title = named || fallbackTitle;
  // a person's picture (as: avatar) is round and never missing: their initial stands in for it
  const avatar = block.image?.as === 'avatar';
  const image = block.image && !avatar ? imagePaths(rawOf(block.image, scope), true)[0] : undefined;
  const meta = (block.meta ?? [])
    .filter((field) => evaluate(field.when, scope))
    .map((field) => fieldText(field, scope))
    .filter(Boolean);
  const sections = (block.sections ?? []).filter((field) => evaluate(field.when, scope) && hasValue(field, scope));
  const pairs = sections.filter((field) => !wide(field));
  const long = sections.filter(wide);
  return (
    <article className="paper record-card" aria-label={title}>
      <div className="record-head">
        {image && <img className="record-image" src={image} alt={title} />}
        {avatar && <Avatar src={imagePaths(rawOf(block.image!, scope), true)[0] ?? ''} name={title} size={96} />}
        <div className="record-main">
          {(!nested || named) &&
            (nested ? <h2 className="t-h5 t-strong">{title}</h2> : <h1 className="t-h5 t-strong">{title}</h1>)}
          {meta.length > 0 && <p className="t-body2 t-secondary">{meta.join(' · ')}</p>}
          <Badges badges={block.badges} scope={scope} />
          {pairs.length > 0 && (
            <dl className="record-pairs">
              {pairs.map((field, i) => (
                <div key={`${field.label ?? field.field}-${i}`} className="record-pair">
                  {field.label && <dt className="t-body2 t-secondary">{field.label}</dt>}
                  <dd>
                    <FieldValue field={field} scope={scope} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {block.actions && <RecordActions actions={block.actions} />}
        </div>
      </div>
      {long.map((field, i) => (
        <section key={`${field.label ?? field.field}-${i}`} className="record-section">
          {field.label && <h2 className="t-subtitle1 t-strong">{field.label}</h2>}
          <FieldValue field={field} scope={scope} alt={title} />
        </section>
      ))}
    </article>
  );
}

/**
 * The record's actions; on a phone, the app's fixed bar at the bottom (blocks.css). It wraps to a second
 * row on a narrow screen, so the shell keeps clear at the page's foot as much as the bar is high.
 */
function RecordActions({ actions }: { actions: NonNullable<RecordBlockSpec['actions']> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    const shell = bar?.closest<HTMLElement>('.shell');
    if (!bar || !shell || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => shell.style.setProperty('--record-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      shell.style.removeProperty('--record-bar-height');
    };
  }, []);
  return (
    <div ref={ref} className="record-actions">
      <ActionBar actions={actions} />
    </div>
  );
}

/** HTML, pictures and video take the card's width; so does a section the spec marks wide. */
const wide = (field: Field) =>
  field.wide === true || field.as === 'html' || field.as === 'images' || field.as === 'video';

/** A section with nothing to show is left out rather than shown as an empty label. */
const hasValue = (field: Field, scope: Scope) => {
  const raw = field.as ? rawOf(field, scope) : undefined;
  return Boolean(
    field.text || field.template || fieldText(field, scope) || (Array.isArray(raw) ? raw.some(Boolean) : raw),
  );
};
