import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useRef, type KeyboardEvent } from 'react';

/**
 * A row of tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move between them), light enough
 * for every composed page — MUI's Tabs measures and scrolls, which these short rows do not need; a long
 * row wraps.
 */
export function TabBar({ labels, value, label, onChange }: { labels: readonly string[]; value: number; label: string; onChange(index: number): void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, from: number) => {
    const last = labels.length - 1;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + labels.length) % labels.length;
    refs.current[next]?.focus();
    onChange(next);
  };
  return (
    <Box role="tablist" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}>
      {labels.map((text, i) => (
        <ButtonBase
          key={`${text}-${i}`}
          ref={(node) => void (refs.current[i] = node)}
          role="tab"
          aria-selected={i === value}
          tabIndex={i === value ? 0 : -1}
          onClick={() => i !== value && onChange(i)}
          onKeyDown={(event) => move(event, i)}
          sx={{
            px: 2,
            py: 1.25,
            fontSize: 15,
            color: i === value ? 'primary.main' : 'text.secondary',
            fontWeight: i === value ? 600 : 400,
            borderBottom: 2,
            borderColor: i === value ? 'primary.main' : 'transparent',
            mb: '-1px',
            '&:hover': { color: 'primary.main' },
          }}
        >
          {text}
        </ButtonBase>
      ))}
    </Box>
  );
}
