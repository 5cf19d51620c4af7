import { useIsFetching } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Block } from '../../../generated/routes';
import { Loading } from '../../components/loading';
import { evaluate } from '../../lib/conditions';
import { fieldText } from '../../lib/display';
import { linkTo } from '../page-inputs';
import { useRouteQuery, useScope } from '../page-scope';
import { DrawnBlock, useFirstScreenIn, useShown } from './block-stage';
import { CarouselBlock, EmptyCarousel } from './carousel-block';
import { ListBlock } from './list-block';
import { useOrderedReveal } from './ordered-reveal';
import { RecordBlock } from './record-block';
import {
  ButtonsBlock,
  FormBlock,
  HtmlBlock,
  LinksBlock,
  ScreenBlock,
  StatsBlock,
  TabsBlock,
  TextBlock,
} from './simple-blocks';
import { lazyThemed } from '../../components/themed';
import './blocks.css';
import * as commonTexts from '../../../generated/texts/common';

// The heavier blocks load with the first page that shows one. The carousel is light and stays: loaded
// lazily, its calls would wait for its code while the page's other calls are already answered.
const CommentsBlock = lazyThemed(() => import('./comments-block').then((m) => m.CommentsBlock));
const ShareBlock = lazyThemed(() => import('./share-block').then((m) => m.ShareBlock));
// the chart library (nivo, ~100 KB) loads with the first page that shows a chart
const ChartsBlock = lazy(() => import('./charts-block').then((m) => ({ default: m.ChartsBlock })));

/** Blocks one under the other, those whose `when` holds. */
export function BlockList({ blocks, label }: { blocks: readonly Block[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useOrderedReveal(ref);
  return (
    <div className="block-list" ref={ref}>
      {blocks.map((block, i) => (
        <BlockView key={`${block.kind}-${i}`} block={block} label={label} />
      ))}
    </div>
  );
}

/** Whether the address asks for this block (`?section=<anchor>`). */
export function useAnchorWanted(anchor: string | undefined): boolean {
  const { query } = useRouteQuery();
  return anchor !== undefined && query.get('section') === anchor;
}

/**
 * `?section=<anchor>` scrolls to the block once the page's calls have answered and nothing on the page is
 * still loading (a lazy form, a block's code) — else the block slides away after the scroll. Something above
 * may still change height while the smooth scroll runs (a picture, a list drawn late on a slow phone): when the
 * scroll ends away from the block, it goes there again, until the reader scrolls or presses a key themselves.
 * The location key scrolls again when the same address is followed twice (a menu entry clicked again).
 */
function useAnchor(anchor: string | undefined, ref: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const fetching = useIsFetching();
  const wanted = useAnchorWanted(anchor);
  useEffect(() => {
    if (!wanted || fetching > 0) return undefined;
    const until = performance.now() + 5_000;
    let frame = 0;
    const stop = new AbortController();
    const listen = { signal: stop.signal, passive: true };
    const readerMoved = () => stop.abort();
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'])
      window.addEventListener(type, readerMoved, listen);
    // scrollIntoView returns a Promise in some Chromium builds: called in a block, never returned
    const go = (behavior: ScrollBehavior) => {
      ref.current?.scrollIntoView({ behavior, block: 'start' });
    };
    const offTarget = () => {
      const el = ref.current;
      if (!el) return false;
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      return (
        !atBottom &&
        Math.abs(el.getBoundingClientRect().top - parseFloat(getComputedStyle(el).scrollMarginTop || '0')) > 4
      );
    };
    window.addEventListener('scrollend', () => offTarget() && performance.now() < until && go('instant'), listen);
    const settle = () => {
      const loading = ref.current?.closest('.composed-page')?.querySelector('[role="progressbar"]');
      if (loading && performance.now() < until) frame = requestAnimationFrame(settle);
      else go('smooth');
    };
    frame = requestAnimationFrame(settle);
    return () => {
      cancelAnimationFrame(frame);
      stop.abort();
    };
  }, [wanted, fetching, key, ref]);
}

/**
 * A block that asks no call and loads no code (text, links, buttons, html or stats of the enclosing
 * record) is drawn with the page, never staged: staged, it stood as a loading mark in the first paint
 * and grew when drawn, pushing the blocks under it down (a layout shift of 0.56 on the legal statement,
 * five text blocks, at 412 px).
 */
function asksNothing(block: Block): boolean {
  switch (block.kind) {
    case 'text':
    case 'links':
    case 'buttons':
      return true;
    case 'html':
    case 'stats':
      return !block.operation;
    default:
      return false;
  }
}

/** One block: its heading (and 更多 link), then what its kind shows. */
export function BlockView({ block, label }: { block: Block; label: string }) {
  const scope = useScope();
  const ref = useRef<HTMLElement>(null);
  useAnchor(block.anchor, ref);
  const shown = useShown(ref, useAnchorWanted(block.anchor) || asksNothing(block));
  if (!evaluate(block.when, scope)) return null;
  const more = block.more && linkTo(block.more.route, block.more.query, scope);
  const heading = block.headingTemplate ? fieldText({ template: block.headingTemplate }, scope) : block.heading;
  // the section is named by its heading's fixed words (评论, not 评论 12)
  const name = block.headingTemplate
    ? block.headingTemplate
        .flatMap((part) => ('text' in part ? [part.text] : []))
        .join('')
        .trim()
    : block.heading;
  return (
    <section aria-label={name} ref={ref} className="block">
      {heading && (
        <div className="block-head">
          <h2 className="t-h6 block-title">{heading}</h2>
          {more && (
            <Link to={more} className="t-body2 t-secondary block-more">
              {block.more!.label}
            </Link>
          )}
        </div>
      )}
      {/* a list's rows are headed h3: without a heading of its own the list still has an h2 (heading order), a
          word of its own — the page's title is already its h1 */}
      {!heading && block.kind === 'list' && <h2 className="visually-hidden">{commonTexts.listHeading}</h2>}
      {shown ? (
        <DrawnBlock>
          <Suspense fallback={<Loading />}>
            <Kind block={block} label={name ?? label} />
          </Suspense>
        </DrawnBlock>
      ) : // as the block itself looks while its data loads: nothing moves when it is drawn
      block.kind === 'carousel' ? (
        <EmptyCarousel block={block} busy />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Kind({ block, label }: { block: Block; label: string }) {
  switch (block.kind) {
    case 'list':
      return <ListBlock block={block} label={label} />;
    case 'record':
      return <RecordBlock block={block} fallbackTitle={label} />;
    case 'carousel':
      return <CarouselBlock block={block} label={label} />;
    case 'comments':
      return (
        <AfterPaint>
          <CommentsBlock block={block} label={label} />
        </AfterPaint>
      );
    case 'html':
      return <HtmlBlock block={block} />;
    case 'text':
      return <TextBlock block={block} />;
    case 'links':
      return <LinksBlock block={block} />;
    case 'stats':
      return <StatsBlock block={block} />;
    case 'charts':
      return (
        <AfterPaint>
          <ChartsBlock block={block} />
        </AfterPaint>
      );
    case 'buttons':
      return <ButtonsBlock block={block} />;
    case 'tabs':
      return <TabsBlock block={block} label={label} />;
    case 'form':
      return <FormBlock block={block} />;
    case 'screen':
      return <ScreenBlock block={block} />;
    case 'share':
      return (
        <AfterPaint>
          <ShareBlock block={block} />
        </AfterPaint>
      );
  }
}

/**
 * A heavier block (its code and MUI loaded with it) asks for its code once what was drawn with it is
 * on screen, not in the same frame, and once the page's first screen is in: an article's comments block
 * asked ~80 KB of scripts before the article's title was painted, and Lighthouse's simulation counted
 * all of it into the largest paint; after the title, it still shared the line with the pictures beside.
 */
function AfterPaint({ children }: { children: ReactNode }) {
  const firstScreenIn = useFirstScreenIn();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame's callbacks run before its paint; a task queued from there runs after it
    // drawn at transition priority: in slices, where its first render (MUI's styles) was one long task
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted && firstScreenIn ? children : <Loading />;
}
