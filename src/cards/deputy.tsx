import * as cardsTexts from '../../generated/texts/cards';
import { formatValue, labelOf } from '../lib/display';
import { textOf } from '../lib/format';
import type { CardProps } from './types';
import { fillText } from '../lib/messages';

// The three permission switches of seed 1 §2.10, in the order the add dialog shows them (names: spec/texts.yaml).
const PERMISSIONS = (['isWork', 'isToutiao', 'isActivity'] as const).map((flag) => ({
  flag,
  label: cardsTexts.deputyPermissions[flag],
}));

/**
 * A deputy operator of an enterprise: name, its state (待激活 until its phone's owner logs in by SMS
 * code), masked ID number and phone, and the permissions granted.
 */
export function DeputyCard({ record }: CardProps) {
  const name = textOf(record.name);
  const idCardNo = textOf(record.idCardNo);
  const status = labelOf(record.status, 'deputyStatus');
  return (
    <article className="paper card deputy" aria-label={name}>
      <h3 className="t-subtitle1">
        {/* the name its own element, so finding the deputy by its name does not depend on its state */}
        <span>{name}</span> {status && <span className={`tag tag-${status.tone ?? 'default'}`}>{status.text}</span>}
      </h3>
      <span className="t-body2 t-secondary">
        {fillText(cardsTexts.idCardNo, { value: formatValue(idCardNo, 'idCard') })}
      </span>
      <span className="t-body2 t-secondary">
        {fillText(cardsTexts.contactPhone, { phone: formatValue(textOf(record.phone), 'phone') })}
      </span>
      <span className="card-row" role="group" aria-label={cardsTexts.permissions}>
        {PERMISSIONS.map(({ flag, label }) => (
          <span
            key={flag}
            className={record[flag] === 1 ? 'tag tag-primary' : 'tag tag-default'}
            role="img"
            aria-label={fillText(record[flag] === 1 ? cardsTexts.permissionOn : cardsTexts.permissionOff, {
              name: label,
            })}
          >
            {label}
          </span>
        ))}
      </span>
    </article>
  );
}
