import { useEffect, useState } from 'react';
import type { CarouselBlock as CarouselSpec } from '../../../generated/routes';
import { evaluate } from '../../lib/conditions';
import { readPath } from '../../lib/display';
import { textOf } from '../../lib/format';
import { ActionButton } from '../actions';
import { rowsOf } from '../rows';
import { useCall } from '../page-data';
import { Failed } from './failed';
import { inputOf } from '../page-inputs';
import { RowScope, useScope } from '../page-scope';
import * as blocksTexts from '../../../generated/texts/blocks';
import { fillText } from '../../lib/messages';

/** The autoplay interval: fixed, or read from a call in seconds or ms (its default while absent). */
function useInterval(block: CarouselSpec): number {
  const scope = useScope();
  const source = typeof block.interval === 'number' ? null : block.interval;
  const answer = useCall<Record<string, unknown>>(source?.operation, source ? inputOf(source, scope) : null);
  if (!source) return block.interval as number;
  const value = Number(readPath(answer.data, source.field));
  if (!Number.isFinite(value) || value <= 0) return source.default;
  return source.unit === 's' ? value * 1000 : value;
}

/**
 * Images from a call that turn by themselves (looping), with dots to choose one; a click on an item runs
 * the first `open` action whose `when` holds for it (a route, an outside link, the single-sign-on call).
 */
export function CarouselBlock({ block, label }: { block: CarouselSpec; label: string }) {
  const scope = useScope();
  const answer = useCall(block.operation, inputOf(block, scope));
  const items = answer.data === undefined ? [] : rowsOf(answer.data).records;
  const interval = useInterval(block);
  const [index, setIndex] = useState(0);
  // it stands still under the pointer and while the focus is in it (WCAG 2.2.2): turned on, the slide a
  // keyboard user had reached went inert under them and the focus fell back to the page
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  // the other slides' pictures are asked once the first one has come (see Slide)
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (items.length < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), interval);
    return () => clearInterval(timer);
  }, [items.length, interval, paused]);
  const height = carouselHeight(block);
  if (answer.isError) return <Failed onRetry={answer.retry} />;
  if (!items.length) return <EmptyCarousel block={block} busy={answer.isPending} />;
  const current = items[index % items.length];
  const caption = block.caption ? textOf(readPath(current, block.caption)) : '';
  return (
    <div
      // a group, not a region: headed, its block is already the region of that name (axe landmark-unique)
      role="group"
      aria-roledescription={blocksTexts.carousel}
      aria-label={label}
      data-index={index % items.length}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}
      className="carousel"
      style={{ height }}
    >
      {items.map((item, i) => (
        <RowScope key={String(item.id ?? i)} row={item} position={i}>
          <Slide
            block={block}
            item={item}
            name={
              (block.caption && textOf(readPath(item, block.caption))) ||
              fillText(blocksTexts.carouselImage, { name: label, n: i + 1 })
            }
            shown={i === index % items.length}
            warm={warm}
            onShown={() => setWarm(true)}
            height={height}
          />
        </RowScope>
      ))}
      {caption && <p className="t-body1 carousel-caption">{caption}</p>}
      {items.length > 1 && (
        <div className="carousel-dots">
          {items.map((item, i) => (
            <button
              key={String(item.id ?? i)}
              type="button"
              className="carousel-dot"
              aria-label={fillText(blocksTexts.carouselDot, { n: i + 1 })}
              aria-current={i === index % items.length}
              onClick={() => setIndex(i)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The height a carousel takes, loaded or not (px). */
const carouselHeight = (block: CarouselSpec): number => block.height ?? 360;

/** A carousel's room while it has no pictures (still loading, or waiting to be drawn). */
export const EmptyCarousel = ({ block, busy }: { block: CarouselSpec; busy: boolean }) => (
  <div className="carousel" style={{ height: carouselHeight(block) }} aria-busy={busy} />
);

/** One picture, named by its caption (a slide that opens something is a button: it needs the name). */
function Slide({
  block,
  item,
  name,
  shown,
  warm,
  onShown,
  height,
}: {
  block: CarouselSpec;
  item: Record<string, unknown>;
  name: string;
  shown: boolean;
  warm: boolean;
  onShown(): void;
  height: number;
}) {
  const scope = useScope();
  const action = block.open?.find((candidate) => evaluate(candidate.when, scope));
  // The slide on show is fetched first, at high priority; the others (under it, transparent) only once
  // it has loaded — with all of a banner's pictures asked at once the first, often the page's largest
  // paint, shared the line with the rest.
  const image =
    shown || warm ? (
      <img
        src={textOf(readPath(item, block.image))}
        alt={name}
        loading={shown ? 'eager' : 'lazy'}
        // React 18 passes the attribute through only in lower case
        {...{ fetchpriority: shown ? 'high' : 'low' }}
        onLoad={shown ? onShown : undefined}
        style={{ height }}
      />
    ) : (
      <div style={{ height }} />
    );
  return (
    // a slide not on show is inert as well as hidden: its button leaves the tab order (React 18 passes `inert` as a
    // plain attribute)
    <div className={shown ? 'slide slide-shown' : 'slide'} aria-hidden={!shown} {...(shown ? {} : { inert: '' })}>
      {action ? <ActionButton action={action}>{image}</ActionButton> : image}
    </div>
  );
}
