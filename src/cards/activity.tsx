import { DateAware } from '../components/date-aware';
import { Picture } from '../components/picture';
import { formatValue, labelOf } from '../lib/display';
import { textOf } from '../lib/format';
import type { CardProps, ListRecord } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';

/** A time in spec/display.yaml's dateTime format; a date (what the sandbox sends) in its date format. */
const toMinutes = (value: string) =>
  value ? formatValue(value, /\d{2}:\d{2}/.test(value) ? 'dateTime' : 'date') : value;

const range = (from: unknown, to: unknown) => {
  const a = toMinutes(textOf(from));
  const b = toMinutes(textOf(to));
  return a || b ? fillText(cardsTexts.range, { from: a || '—', to: b || '—' }) : '';
};

/**
 * Seed 2 §4: status 2 shows the sign-up period, the others the activity period. A festival activity
 * that takes no enterprise sign-ups has empty sign-up dates; it shows its activity period instead.
 */
function period(record: ListRecord): string {
  const signUp = textOf(record.status) === '2' ? range(record.signUpStartTime, record.signUpEndTime) : '';
  if (signUp) return fillText(cardsTexts.signUpPeriod, { period: signUp });
  const held = range(record.startTime, record.endTime);
  return held && fillText(cardsTexts.heldPeriod, { period: held });
}

/**
 * A favourite activity or contest (seed 2 §2.2, seed 1 §3 "Activity"): cover, name, status badge, the
 * period that fits the status, sponsor, address and a 评比评选 / 茶文化节 tag.
 */
export function ActivityCard({ record }: CardProps) {
  const name = textOf(record.name);
  const cover = textOf(record.coverPic);
  // spec ActivityCard.status and .tag by spec/display.yaml's activityStatus and activityTag (seed 2 §4)
  const status = labelOf(record.status, 'activityStatus');
  const tag = labelOf(record.tag, 'activityTag')?.text;
  const when = period(record);
  const sponsor = textOf(record.sponsor);
  const address = textOf(record.address);

  return (
    <article className="paper card card-row activity" aria-label={name}>
      {cover ? (
        <Picture className="activity-cover" src={cover} alt={cardsTexts.cover} />
      ) : (
        <div className="activity-cover" />
      )}
      <div className="card-stack">
        <div className="card-row">
          {status && <span className={`tag tag-${status.tone ?? 'default'}`}>{status.text}</span>}
          <h3 className="t-subtitle1 t-strong t-nowrap" title={name}>
            {name}
          </h3>
        </div>
        {when && (
          <p className="t-body2 t-secondary">
            <DateAware text={when} />
          </p>
        )}
        {sponsor && <p className="t-body2 t-secondary">{fillText(cardsTexts.sponsor, { name: sponsor })}</p>}
        {address && <p className="t-body2 t-secondary">{fillText(cardsTexts.address, { address })}</p>}
        {tag && (
          <div>
            <span className="tag tag-success-outlined">{tag}</span>
          </div>
        )}
      </div>
    </article>
  );
}
