import { navigation, platform } from '../../../generated/routes';
import { AppQrList } from './app-qr';
import { NavItem } from './nav-item';

/** The footer of seed 1 §2.3: guide, service and about links, QR codes, hotlines, legal links, record number. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-columns">
        {navigation.footer.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.label}>
                  <NavItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2>扫码下载</h2>
          <AppQrList />
        </div>
        <div>
          <h2>联系我们</h2>
          <p>客服热线：{navigation.hotline}</p>
          <p>举报电话：{navigation.reportHotline}</p>
        </div>
      </div>
      <div className="container footer-legal">
        <nav aria-label="法律信息">
          {navigation.legal.map((link) => (
            <NavItem key={link.label} link={link} />
          ))}
        </nav>
        <p>
          © {platform} · {navigation.recordNumber}
        </p>
      </div>
    </footer>
  );
}
