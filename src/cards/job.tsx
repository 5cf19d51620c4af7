import { useState, type MouseEvent } from 'react';
import { PlainButton } from '../components/plain-button';
import { labelOf } from '../lib/display';
import { textOf } from '../lib/format';
import type { CardProps } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';

const isOne = (value: unknown) => value === 1 || value === '1';

/** Pay (spec Job): salaryStatus's label of 1 when xinziStatus is 1 or no amount came; the unit is payUnit's label of xinziType (spec/display.yaml). */
function salaryText(record: CardProps['record']): string {
  const amount = textOf(record.xinzi);
  if (isOne(record.xinziStatus) || !amount) return labelOf(1, 'salaryStatus')?.text ?? '';
  return `${amount}${labelOf(record.xinziType, 'payUnit')?.text ?? ''}`;
}

/** Work dates: the range when given; none come when the job starts at once (shanggangStatus, startStatus's label). */
function workDates(record: CardProps['record']): string {
  const from = textOf(record.ygkssj);
  const to = textOf(record.ygjssj);
  if (from || to) return fillText(cardsTexts.range, { from: from || '—', to: to || '—' });
  return labelOf(record.shanggangStatus, 'startStatus')?.text ?? '';
}

/**
 * The address: a map pick's address usually already starts with 河南省信阳市浉河区…, so only the region
 * parts it does not contain are put in front of it.
 */
function addressText(record: CardProps['record']): string {
  const address = textOf(record.address);
  const region = [record.province, record.city, record.district]
    .map(textOf)
    .filter((part) => part && !address.includes(part));
  return [...region, address].join('');
}

/**
 * A favourite job (seed 2 §2.2, seed 1 §3 "Favourite job"): name, 急招 badge, pay or 面议, work dates,
 * experience, headcount, address, tea garden, and the contact with a masked phone.
 *
 * 查看电话 reveals the contact: the spec's Job carries the full contactPhone beside contactPhone_hide,
 * so the revealed line is contactName + contactPhone. A record without the full number (an older
 * answer) reveals contactName + the masked number it has, rather than inventing one.
 */
export function JobCard({ record }: CardProps) {
  const [revealed, setRevealed] = useState(false);
  const jobName = textOf(record.jobName);
  const salary = salaryText(record);
  const dates = workDates(record);
  const experience = textOf(record.workYearName);
  const headcount = textOf(record.number);
  const payPeriod = textOf(record.jiexinfangshiName);
  const address = addressText(record);
  const garden = textOf(record.chayuanName);
  const contactName = textOf(record.contactName);
  const hidden = textOf(record.contactPhone_hide);
  const phone = textOf(record.contactPhone) || hidden;
  const distance = typeof record.distance === 'number' ? record.distance : undefined;

  // the card sits inside the row's link: the button must neither follow it nor let the list see a click
  const reveal = (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    setRevealed(true);
  };

  return (
    <article className="paper card card-stack" aria-label={jobName}>
      <div className="card-row job-head">
        <div className="card-row job-title">
          <h3 className="t-subtitle1 t-nowrap card-title" title={jobName}>
            {jobName}
          </h3>
          {isOne(record.jzStatus) && <span className="tag tag-error">{cardsTexts.urgent}</span>}
        </div>
        <span className="t-subtitle1 t-error job-salary">{salary}</span>
      </div>
      <div className="card-wrap job-facts">
        {dates && <span className="t-body2">{fillText(cardsTexts.workDates, { dates })}</span>}
        {experience && <span className="t-body2">{fillText(cardsTexts.experience, { years: experience })}</span>}
        {headcount && <span className="t-body2">{fillText(cardsTexts.headcount, { n: headcount })}</span>}
        {payPeriod && <span className="t-body2">{payPeriod}</span>}
      </div>
      {(address || distance !== undefined) && (
        <p className="t-body2 t-secondary">
          {address}
          {distance !== undefined && fillText(cardsTexts.distance, { km: distance })}
        </p>
      )}
      {garden && <p className="t-body2">{garden}</p>}
      {(hidden || phone) && (
        <div className="card-row">
          <span className="t-body2" aria-live="polite">
            {revealed
              ? `${contactName} ${phone}`.trim()
              : fillText(cardsTexts.contactPhone, { phone: hidden || '***' })}
          </span>
          {!revealed && (
            <PlainButton size="small" variant="outlined" onClick={reveal}>
              {cardsTexts.showPhone}
            </PlainButton>
          )}
        </div>
      )}
    </article>
  );
}
