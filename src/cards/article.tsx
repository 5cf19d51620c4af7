import { Avatar } from '../components/avatar';
import { Picture } from '../components/picture';
import { textOf } from '../lib/format';
import type { CardProps, ListRecord } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';

/** A comma-joined list (the spec's coveres) or an array of paths. */
const paths = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(textOf) : textOf(value).split(',')).map((p) => p.trim()).filter(Boolean);

/** yyyy-MM-dd HH:mm:ss → yyyy-MM-dd HH:mm; anything else as it came. */
const toMinutes = (value: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : value);

/**
 * The covers to show: spec Toutiao covertype 1 单图 → one, 2 三图 → three, 3 无封面 → none. Without a
 * covertype, three when three came, else one; the list's poster stands in when coveres is empty.
 */
function coversOf(record: ListRecord): string[] {
  const all = paths(record.coveres);
  const covers = all.length ? all : paths(record.poster);
  switch (textOf(record.covertype)) {
    case '3':
      return [];
    case '2':
      return covers.slice(0, 3);
    case '1':
      return covers.slice(0, 1);
    default:
      return covers.slice(0, covers.length >= 3 ? 3 : 1);
  }
}

function Cover({ src, wide }: { src: string; wide?: boolean }) {
  return <Picture className={wide ? 'card-cover card-cover-wide' : 'card-cover'} src={src} alt={cardsTexts.cover} />;
}

/**
 * An article or video of the feed and the favourites (seed 3 §2.2, seed 2 §2.2): title, covers, author,
 * reads / comments / likes (where the answer has them) and time. One cover sits right of the text for showtype 1 (左文右图)
 * and below it for showtype 2
 * (上文下图); three covers always go below in a row.
 */
export function ArticleCard({ record }: CardProps) {
  const title = textOf(record.title);
  const covers = coversOf(record);
  const side = covers.length === 1 && textOf(record.showtype) !== '2';
  const nickname = textOf(record.memberNickName);
  const headPic = textOf(record.memberHeadPic);
  const comments = textOf(record.commentNum) || '0';
  const time = toMinutes(textOf(record.crtTime));

  const byline = (
    <div className="byline">
      <Avatar src={headPic} name={nickname} />
      <span className="t-body2 t-nowrap">{nickname}</span>
      {record.views !== undefined && (
        <span className="t-body2">{fillText(cardsTexts.reads, { n: textOf(record.views) })}</span>
      )}
      <span className="t-body2">{fillText(cardsTexts.comments, { n: comments })}</span>
      {record.likes !== undefined && (
        <span className="t-body2">{fillText(cardsTexts.likes, { n: textOf(record.likes) })}</span>
      )}
      {time && <span className="t-body2">{time}</span>}
    </div>
  );

  return (
    <article className="paper card article" aria-label={title}>
      <div className="article-text">
        <h3 className="t-subtitle1 card-title card-clamp2">{title}</h3>
        {!side && covers.length > 0 && (
          <div
            className="article-covers"
            style={{
              gridTemplateColumns: `repeat(${covers.length === 1 ? 1 : 3}, 1fr)`,
              maxWidth: covers.length === 1 ? 280 : 640,
            }}
          >
            {covers.map((src, i) => (
              <Cover key={`${i}-${src}`} src={src} />
            ))}
          </div>
        )}
        {byline}
      </div>
      {side && <Cover src={covers[0]} wide />}
    </article>
  );
}
