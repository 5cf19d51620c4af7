import { DateAware } from '../../components/date-aware';
import type { Field } from '../../../generated/routes';
import { evaluate } from '../../lib/conditions';
import { fieldText, labelOf, readPath, type Scope } from '../../lib/display';
import { pathList, textOf } from '../../lib/format';
import { Avatar } from '../../components/avatar';
import { BlockHtml } from '../../components/lazy-html';

/** The paths of an image field: a list, or comma-joined paths (data: addresses kept whole) — one `image` is taken whole. */
export function imagePaths(value: unknown, several: boolean): string[] {
  const text = textOf(value);
  const paths = Array.isArray(value) ? value.map(textOf) : several ? pathList(text) : [text];
  return paths.map((path) => path.trim()).filter(Boolean);
}

/** A field's raw value in the scope (a bare field: the row at hand, else the record). */
export const rawOf = (field: Field, scope: Scope): unknown =>
  field.field ? readPath(scope.row ?? scope.record, field.field) : undefined;

/**
 * The chips of a tags field: each element of its list, formatted; a template is read element by
 * element ('{labels.name} {labels.num}' → one chip per label with its count).
 */
export function tagTexts(field: Field, scope: Scope): string[] {
  const subject = scope.row ?? scope.record;
  const one = (value: unknown, part: Pick<Field, 'format' | 'labels'>) =>
    fieldText({ format: part.format, labels: part.labels, field: 'v' }, { row: { v: value } });
  if (field.template) {
    const values = field.template.map((part) => ('text' in part ? part.text : readPath(subject, part.field)));
    const count = Math.max(0, ...values.map((value) => (Array.isArray(value) ? value.length : 0)));
    return Array.from({ length: count }, (_, i) =>
      field
        .template!.map((part, j) =>
          'text' in part ? part.text : one(Array.isArray(values[j]) ? (values[j] as unknown[])[i] : values[j], part),
        )
        .join('')
        .trim(),
    ).filter(Boolean);
  }
  const value = rawOf(field, scope);
  return (Array.isArray(value) ? value : [value]).map((element) => one(element, field)).filter(Boolean);
}

/** A field shown the way the spec says: text (formatted, labelled), HTML, image(s), avatar, video or tags. */
export function FieldValue({ field, scope, alt }: { field: Field; scope: Scope; alt?: string }) {
  const raw = rawOf(field, scope);
  const label = alt ?? field.label ?? '';
  switch (field.as) {
    case 'html':
      return <BlockHtml html={textOf(raw)} />;
    case 'image':
    case 'images': {
      // one picture at its size; several as a row of equal thumbnails
      const paths = imagePaths(raw, field.as === 'images');
      return (
        <div className={paths.length > 1 ? 'field-images field-images-several' : 'field-images'}>
          {paths.map((path) => (
            <img key={path} src={path} alt={label} loading="lazy" />
          ))}
        </div>
      );
    }
    case 'tags':
      return (
        <span className="field-tags" role="group" aria-label={field.label}>
          {tagTexts(field, scope).map((tag, i) => (
            <Tag key={`${tag}-${i}`} text={tag} tone="default" />
          ))}
        </span>
      );
    case 'avatar':
      return <Avatar src={textOf(raw)} name={label} size={56} />;
    case 'video': {
      // a path, or the first of a list of them (an activity's videos)
      const src = imagePaths(raw, false)[0];
      return src ? <video className="field-video" src={src} controls preload="metadata" /> : null;
    }
    default:
      return (
        <span className="t-body2 t-pre">
          <DateAware text={fieldText(field, scope)} />
        </span>
      );
  }
}

/** Badges: a label map's value with its tone, or a fixed text, shown when its `when` holds. */
export function Badges({ badges, scope }: { badges?: readonly Field[]; scope: Scope }) {
  const shown = (badges ?? []).filter((badge) => evaluate(badge.when, scope));
  if (!shown.length) return null;
  return (
    <span className="badges">
      {shown.map((badge, i) => {
        const text = fieldText(badge, scope);
        if (!text) return null;
        const tone =
          badge.tone ?? (badge.labels ? labelOf(rawOf(badge, scope), badge.labels)?.tone : undefined) ?? 'default';
        return <Tag key={`${text}-${i}`} text={text} tone={tone} />;
      })}
    </span>
  );
}

/**
 * A small label pill in the look of MUI's small Chip (outlined when plain, filled in its tone), drawn
 * with CSS classes (app/styles.css): Chip is a component of its own (~2.7 KB gzip) that every composed
 * page would load for a few words.
 */
function Tag({ text, tone }: { text: string; tone: NonNullable<Field['tone']> }) {
  return <span className={`tag tag-${tone}`}>{text}</span>;
}
