import { Avatar } from '../components/avatar';
import { textOf } from '../lib/format';
import type { CardProps } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';
import { labelOf } from '../lib/display';

/** praiseRate is a whole percentage in the spec; a value that already carries its % is kept. */
const percent = (value: unknown) => {
  const rate = textOf(value);
  return rate && !rate.endsWith('%') ? `${rate}%` : rate;
};

/**
 * A favourite expert (seed 2 §2.2, seed 1 §3 "Expert"): avatar, name, level, 好评率 and 回答数. The level
 * is the answer's typeName when it has one, else spec/display.yaml's expertLevel label of type.
 */
export function ExpertCard({ record }: CardProps) {
  const name = textOf(record.realName);
  const pic = textOf(record.imgPic);
  const level = textOf(record.typeName) || labelOf(record.type, 'expertLevel')?.text || '';
  const praise = percent(record.praiseRate);
  const answers = textOf(record.returnCount) || '0';

  return (
    <article className="paper card card-row expert" aria-label={name}>
      <Avatar src={pic} name={name} size={64} />
      <div className="card-stack">
        <div className="card-row">
          <h3 className="t-subtitle1 t-strong t-nowrap" title={name}>
            {name}
          </h3>
          {level && <span className="tag tag-success">{level}</span>}
        </div>
        <div className="card-row t-body2 t-secondary">
          {praise && <span>{fillText(cardsTexts.praiseRate, { rate: praise })}</span>}
          <span>{fillText(cardsTexts.answerCount, { n: answers })}</span>
        </div>
      </div>
    </article>
  );
}
