import { Link } from 'react-router-dom';
import { href } from '../../generated/routes';
import { buttonClass } from '../components/plain-button';

export function NotFound() {
  return (
    <section className="not-found">
      <h1 className="t-h5">页面不存在</h1>
      <Link to={href('index')} className={buttonClass()}>
        返回首页
      </Link>
    </section>
  );
}
