import { useMemo } from 'react';
import { Picture } from '../components/picture';
import { textOf } from '../lib/format';
import type { CardProps } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';

const paths = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(textOf) : textOf(value).split(',')).map((p) => p.trim()).filter(Boolean);

/**
 * The question as plain text. The spec calls Toutiao.details HTML; a card inside the row's link may not
 * hold server markup (its links would nest), and two clamped lines only need the words. DOMParser builds
 * an inert document (no scripts run, no images load).
 */
function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const words =
    typeof DOMParser === 'function'
      ? new DOMParser().parseFromString(html, 'text/html').body.textContent
      : html.replace(/<[^>]*>/g, ' ');
  return (words ?? '').replace(/\s+/g, ' ').trim();
}

/** Up to three thumbnails, as the Q&A lists show them. */
const MAX_THUMBS = 3;

/**
 * A favourite question (seed 2 §2.2, seed 1 §3 "Favourite question"): the question clamped to two
 * lines, picture thumbnails, views / likes / answers, and 已收藏 while isFavorites is 1.
 */
export function QuestionCard({ record }: CardProps) {
  const question = useMemo(
    () => plainText(textOf(record.details) || textOf(record.title)),
    [record.details, record.title],
  );
  const pictures = paths(record.pictures).slice(0, MAX_THUMBS);
  const views = textOf(record.views) || '0';
  const likes = textOf(record.likes) || '0';
  const answers = textOf(record.commentNum) || '0';
  const favourited = record.isFavorites === 1 || record.isFavorites === '1';
  // the heading is the whole question; the article's name only needs its start
  const label = question.length > 40 ? `${question.slice(0, 40)}…` : question;

  return (
    <article className="paper card card-stack question" aria-label={label}>
      <h3 className="t-subtitle1 card-title card-clamp2 question-title" title={question}>
        {question}
      </h3>
      {pictures.length > 0 && (
        <div className="thumbs">
          {pictures.map((src, i) => (
            <Picture key={`${i}-${src}`} src={src} alt={fillText(cardsTexts.picture, { n: i + 1 })} />
          ))}
        </div>
      )}
      <div className="card-row question-figures">
        <span className="t-body2">{fillText(cardsTexts.views, { n: views })}</span>
        <span className="t-body2">{fillText(cardsTexts.likes, { n: likes })}</span>
        <span className="t-body2">{fillText(cardsTexts.answers, { n: answers })}</span>
        {favourited && <span className="tag tag-warning-outlined">{cardsTexts.favourited}</span>}
      </div>
    </article>
  );
}
