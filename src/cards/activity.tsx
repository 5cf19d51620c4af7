import { DateAware } from '../components/date-aware';
import { Picture } from '../components/picture';
import { textOf } from '../lib/format';
import type { CardProps, ListRecord } from './types';

/** yyyy-MM-dd HH:mm:ss → yyyy-MM-dd HH:mm; a date (what the sandbox sends) as it came. */
const toMinutes = (value: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/.test(value) ? value.slice(0, 16) : value);

/** Spec ActivityCard.status (seed 2 §4): 2 报名中, 3 进行中, 4 已结束. */
const STATUS: Record<string, { label: string; tone: 'success' | 'primary' | 'default' }> = {
  '2': { label: '报名中', tone: 'success' },
  '3': { label: '进行中', tone: 'primary' },
  '4': { label: '已结束', tone: 'default' },
};

/** Spec ActivityCard.tag: 0 评比评选 (contest), 1 茶文化节 (festival activity). */
const TAGS: Record<string, string> = { '0': '评比评选', '1': '茶文化节' };

const range = (from: unknown, to: unknown) => {
  const a = toMinutes(textOf(from));
  const b = toMinutes(textOf(to));
  return a || b ? `${a || '—'} 至 ${b || '—'}` : '';
};

/**
 * Seed 2 §4: status 2 shows the sign-up period, the others the activity period. A festival activity
 * that takes no enterprise sign-ups has empty sign-up dates; it shows its activity period instead.
 */
function period(record: ListRecord): string {
  const signUp = textOf(record.status) === '2' ? range(record.signUpStartTime, record.signUpEndTime) : '';
  if (signUp) return `报名时间 ${signUp}`;
  const held = range(record.startTime, record.endTime);
  return held && `活动时间 ${held}`;
}

/**
 * A favourite activity or contest (seed 2 §2.2, seed 1 §3 "Activity"): cover, name, status badge, the
 * period that fits the status, sponsor, address and a 评比评选 / 茶文化节 tag.
 */
export function ActivityCard({ record }: CardProps) {
  const name = textOf(record.name);
  const cover = textOf(record.coverPic);
  const status = STATUS[textOf(record.status)];
  const tag = TAGS[textOf(record.tag)];
  const when = period(record);
  const sponsor = textOf(record.sponsor);
  const address = textOf(record.address);

  return (
    <article className="paper card card-row activity" aria-label={name}>
      {cover ? <Picture className="activity-cover" src={cover} alt="封面" /> : <div className="activity-cover" />}
      <div className="card-stack">
        <div className="card-row">
          {status && <span className={`tag tag-${status.tone}`}>{status.label}</span>}
          <h3 className="t-subtitle1 t-strong t-nowrap" title={name}>
            {name}
          </h3>
        </div>
        {when && (
          <p className="t-body2 t-secondary">
            <DateAware text={when} />
          </p>
        )}
        {sponsor && <p className="t-body2 t-secondary">主办方 {sponsor}</p>}
        {address && <p className="t-body2 t-secondary">地址 {address}</p>}
        {tag && (
          <div>
            <span className="tag tag-success-outlined">{tag}</span>
          </div>
        )}
      </div>
    </article>
  );
}
