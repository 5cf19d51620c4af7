// A date or a date-time inside running text (2026-12-05, 2026-12-05 09:30): kept whole on one line —
// a narrow card otherwise breaks it at its hyphen (2026-12-⏎05).
const DATE = /(\d{4}-\d{1,2}-\d{1,2}(?:\s\d{1,2}:\d{2}(?::\d{2})?)?)/;

/** Text with each date in it wrapped so it does not break (styles: `.date-text`, white-space: nowrap). */
export function DateAware({ text }: { text: string }) {
  const parts = text.split(DATE);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 ? (
          <span key={i} className="date-text">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
