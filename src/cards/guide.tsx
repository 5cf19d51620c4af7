import { LazyHtml } from '../components/lazy-html';
import { textOf } from '../lib/format';
import type { CardProps } from './types';

/** A newcomer-guide entry (seed 1 §3 {name, content}): its title and sanitised server HTML. */
export function GuideCard({ record }: CardProps) {
  const name = textOf(record.name);
  return (
    <article className="paper card guide" aria-label={name}>
      <h2 className="t-h6">{name}</h2>
      <LazyHtml html={textOf(record.content)} />
    </article>
  );
}
