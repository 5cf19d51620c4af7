import { Avatar } from '../components/avatar';
import { PlainButton } from '../components/plain-button';
import { copyWithToast } from '../lib/clipboard';
import { textOf } from '../lib/format';
import type { CardProps } from './types';
import * as cardsTexts from '../../generated/texts/cards';
import { fillText } from '../lib/messages';

/**
 * One customer-service entry of 联系我们 (/about?type=x; seed 1 §3 {pic, name, phone}) with a copy
 * button: seed 1 §8 answers 复制成功 / 复制失败，请手动复制.
 */
export function HotlineCard({ record }: CardProps) {
  const name = textOf(record.name);
  const phone = textOf(record.phone);
  const pic = textOf(record.pic);
  return (
    <article className="paper card card-row hotline" aria-label={name}>
      <Avatar src={pic} name={name} size={56} />
      <div className="hotline-text">
        <h3 className="t-subtitle1 t-nowrap" title={name}>
          {name}
        </h3>
        <a className="t-h6 hotline-phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      </div>
      <PlainButton
        variant="outlined"
        size="small"
        aria-label={fillText(cardsTexts.copyPhone, { phone })}
        disabled={!phone}
        onClick={() => void copyWithToast(phone)}
      >
        <svg className="btn-icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z" />
        </svg>
        {cardsTexts.copy}
      </PlainButton>
    </article>
  );
}
