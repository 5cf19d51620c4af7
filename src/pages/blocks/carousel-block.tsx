import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { CarouselBlock as CarouselSpec } from '../../../generated/routes';
import { evaluate } from '../../lib/conditions';
import { readPath } from '../../lib/display';
import { textOf } from '../../lib/format';
import { ActionButton } from '../actions';
import { rowsOf } from '../rows';
import { useCall } from '../page-data';
import { inputOf } from '../page-inputs';
import { RowScope, useScope } from '../page-scope';

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
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (items.length < 2 || paused) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), interval);
    return () => clearInterval(timer);
  }, [items.length, interval, paused]);
  const height = block.height ?? 360;
  if (!items.length) return <Box sx={{ height, bgcolor: 'grey.100', borderRadius: 1 }} aria-busy={answer.isPending} />;
  const current = items[index % items.length];
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index % items.length}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      {items.map((item, i) => (
        <RowScope key={String(item.id ?? i)} row={item} position={i}>
          <Slide block={block} item={item} shown={i === index % items.length} height={height} />
        </RowScope>
      ))}
      {block.caption && textOf(readPath(current, block.caption)) && (
        <Typography sx={{ position: 'absolute', left: 16, bottom: 36, color: '#fff', textShadow: '0 1px 4px rgba(0,0,0,.6)', fontWeight: 600 }}>{textOf(readPath(current, block.caption))}</Typography>
      )}
      {items.length > 1 && (
        <Stack direction="row" spacing={0.5} sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, justifyContent: 'center' }}>
          {items.map((item, i) => (
            <IconButton key={String(item.id ?? i)} size="small" aria-label={`第${i + 1}张`} aria-current={i === index % items.length} onClick={() => setIndex(i)} sx={{ p: 0.5 }}>
              <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: i === index % items.length ? '#fff' : 'rgba(255,255,255,.5)' }} />
            </IconButton>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Slide({ block, item, shown, height }: { block: CarouselSpec; item: Record<string, unknown>; shown: boolean; height: number }) {
  const scope = useScope();
  const action = block.open?.find((candidate) => evaluate(candidate.when, scope));
  // the slide on show is fetched first; the others (under it, transparent) when the browser has time —
  // with all of a banner's images asked at once the first, the page's largest paint, waited for the rest
  const image = (
    <Box
      component="img"
      src={textOf(readPath(item, block.image))}
      alt=""
      loading={shown ? 'eager' : 'lazy'}
      // React 18 passes the attribute through only in lower case
      {...{ fetchpriority: shown ? 'high' : 'low' }}
      sx={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  );
  return (
    <Box sx={{ position: 'absolute', inset: 0, opacity: shown ? 1 : 0, transition: 'opacity .6s', pointerEvents: shown ? 'auto' : 'none' }} aria-hidden={!shown}>
      {action ? <ActionButton action={action}>{image}</ActionButton> : image}
    </Box>
  );
}
