import { navigation, platform } from '../../../generated/routes';
import { AppQrList } from './app-qr';
import { NavItem } from './nav-item';
import * as shellTexts from '../../../generated/texts/shell';
import { fillText } from '../../lib/messages';

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
          <h2>{shellTexts.scanToDownload}</h2>
          <AppQrList />
        </div>
        <div>
          <h2>{shellTexts.contactUs}</h2>
          <p>{fillText(shellTexts.hotline, { phone: navigation.hotline })}</p>
          <p>{fillText(shellTexts.reportHotline, { phone: navigation.reportHotline })}</p>
        </div>
      </div>
      <div className="container footer-legal">
        <nav aria-label={shellTexts.legalNav}>
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
