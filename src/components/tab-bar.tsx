import { useRef, type KeyboardEvent } from 'react';

/**
 * A row of tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move between them), light enough
 * for every composed page — MUI's Tabs measures and scrolls, which these short rows do not need; a long
 * row wraps. Plain buttons drawn by app/styles.css (.tab-bar).
 */
export function TabBar({
  labels,
  value,
  label,
  onChange,
}: {
  labels: readonly string[];
  value: number;
  label: string;
  onChange(index: number): void;
}) {
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
    <div role="tablist" aria-label={label} className="tab-bar">
      {labels.map((text, i) => (
        <button
          key={`${text}-${i}`}
          ref={(node) => void (refs.current[i] = node)}
          type="button"
          role="tab"
          className="tab"
          aria-selected={i === value}
          tabIndex={i === value ? 0 : -1}
          onClick={() => i !== value && onChange(i)}
          onKeyDown={(event) => move(event, i)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
