import { DateAware } from '../../components/date-aware';
import type { ReactNode } from 'react';
import type { Item } from '../../../generated/routes';
import { Picture } from '../../components/picture';
import { evaluate } from '../../lib/conditions';
import { fieldText } from '../../lib/display';
import { useScope } from '../page-scope';
import { Avatar } from '../../components/avatar';
import { Badges, FieldValue, imagePaths, rawOf } from './field-view';

/** Thumbnails a row shows of an `as: images` line, as the Q&A lists show a question's pictures. */
const MAX_THUMBS = 3;

/**
 * A row drawn from its YAML template: the image beside (or, as a tile, above) the title and badges,
 * secondary lines under them, an aside value (a price) at the right; a chosen row (a list's `select`)
 * is outlined; a bare one has no frame of its own.
 */
export function ItemView({
  item,
  actions,
  chosen = false,
  bare = false,
}: {
  item: Item;
  actions?: ReactNode;
  chosen?: boolean;
  bare?: boolean;
}) {
  const scope = useScope();
  const title = fieldText(item.title, scope);
  // an image whose `when` fails takes no room (a work without a poster); otherwise an empty one keeps its place
  const imaged = item.image !== undefined && evaluate(item.image.when, scope);
  const image = item.image && imaged ? imagePaths(rawOf(item.image, scope), true)[0] : undefined;
  const tile = item.layout === 'tile';
  // a line `as: images` is a row of thumbnails (a question's pictures), the others text
  const lines = (item.lines ?? [])
    .filter((line) => evaluate(line.when, scope))
    .map((line) => ({
      line,
      text: line.as === 'images' ? '' : fieldText(line, scope),
      images: line.as === 'images' ? imagePaths(rawOf(line, scope), true).slice(0, MAX_THUMBS) : [],
    }))
    .filter(({ text, images }) => text || images.length);
  const aside = item.aside && evaluate(item.aside.when, scope) ? fieldText(item.aside, scope) : '';
  const classes = ['paper', 'item', tile && 'item-tile', chosen && 'item-chosen', bare && 'item-bare']
    .filter(Boolean)
    .join(' ');
  return (
    // bare: the list frames the row together with its actions
    <article className={classes} aria-label={title}>
      {imaged &&
        (item.image!.as === 'avatar' ? (
          // a person: round, their initial where there is no picture — never a blank grey square
          <Avatar src={image ?? ''} name={title} size={48} />
        ) : image ? (
          <Picture className="item-image" src={image} alt={title} />
        ) : (
          <div className="item-image" />
        ))}
      <div className="item-body">
        <div className="item-head">
          <h3 className="t-subtitle1 t-nowrap item-title" title={title}>
            {title}
          </h3>
          {aside && <span className="t-subtitle1 t-error item-aside">{aside}</span>}
        </div>
        <Badges badges={item.badges} scope={scope} />
        {lines.map(({ line, text, images }, i) =>
          // a line shown otherwise than as text or thumbnails (a video, tags) is drawn as the field says
          line.as !== undefined && line.as !== 'text' && line.as !== 'images' ? (
            <FieldValue key={`${line.label ?? ''}-${i}`} field={line} scope={scope} alt={title} />
          ) : images.length ? (
            <div key={`${line.label ?? ''}-${i}`} className="thumbs">
              {images.map((path) => (
                <Picture key={path} src={path} alt={line.label ?? title} />
              ))}
            </div>
          ) : (
            <p key={`${line.label ?? ''}-${i}`} className="t-body2 t-secondary item-line">
              <DateAware text={line.label ? `${line.label}：${text}` : text} />
            </p>
          ),
        )}
      </div>
      {actions && <div className="item-actions">{actions}</div>}
    </article>
  );
}
