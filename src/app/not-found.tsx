import { Link } from 'react-router-dom';
import { href } from '../../generated/routes';
import { buttonClass } from '../components/plain-button';
import * as commonTexts from '../../generated/texts/common';

export function NotFound() {
  return (
    <section className="not-found">
      <h1 className="t-h5">{commonTexts.notFound}</h1>
      <Link to={href('index')} className={buttonClass()}>
        {commonTexts.backHome}
      </Link>
    </section>
  );
}
