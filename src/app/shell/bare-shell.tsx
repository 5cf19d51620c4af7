import { Link } from 'react-router-dom';
import { href, navigation, platform } from '../../../generated/routes';
import { RouteOutlet } from '../route-outlet';

/** Login, registration and password pages: the platform name, the page, and the legal line. */
export function BareShell() {
  return (
    <div className="shell bare-shell">
      <header className="bare-header container">
        <Link to={href('index')} className="logo">
          {platform}
        </Link>
      </header>
      <main className="container bare-page">
        <RouteOutlet />
      </main>
      <footer className="footer-legal container">
        © {platform} · {navigation.recordNumber}
      </footer>
    </div>
  );
}
