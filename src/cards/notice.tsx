import { textOf } from '../lib/format';
import type { CardProps } from './types';

/** A notice of the notice lists (seed 3 §2.10: /moreNotice, /moreNoticewz): title and time. */
export function NoticeCard({ record }: CardProps) {
  const title = textOf(record.title);
  return (
    <article className="paper notice" aria-label={title}>
      <h3 className="t-subtitle1 t-nowrap" title={title}>
        {title}
      </h3>
      <span className="t-caption t-secondary">{textOf(record.crtTime).slice(0, 10)}</span>
    </article>
  );
}
