import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { href, navigation, type NavLink, type Page, type RouteName } from '../../generated/routes';
import { Icon } from '../components/icon';
import { iconPaths } from '../components/icon-paths';
import { messages } from '../lib/messages';
import { toast } from '../lib/toast';
import { BlockList } from './blocks/block-view';
import { useRouteQuery } from './page-scope';
import './phone-entries.css';

const target = (link: NavLink) => (link.route ? href(link.route as RouteName, link.query as never) : undefined);

/** One entry: a link to where it leads, or 暂未开放 where the menu names no route. */
function Entry({ to, className, children }: { to: string | undefined; className: string; children: ReactNode }) {
  if (to) {
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => toast(messages.notOpen)}>
      {children}
    </button>
  );
}

interface Row {
  label: string;
  to: string | undefined;
  icon?: NavLink['icon'];
}

/** A titled list of rows, each with an arrow. */
function Rows({ title, rows }: { title: string; rows: readonly Row[] }) {
  return (
    <section className="entry-rows" aria-label={title}>
      <h2 className="entry-title">{title}</h2>
      <ul>
        {rows.map((row) => (
          <li key={`${row.label}${row.to ?? ''}`}>
            <Entry to={row.to} className="entry-row">
              {row.icon && <Icon path={iconPaths[row.icon]} />}
              <span className="entry-row-label">{row.label}</span>
              <span className="entry-arrow" aria-hidden>
                ›
              </span>
            </Entry>
          </li>
        ))}
      </ul>
    </section>
  );
}

const rowOf = (link: NavLink): Row => ({ label: link.label, to: target(link), icon: link.icon });

/**
 * A page as a phone's entry page (spec/routes.yaml `page.phone`): the blocks without an anchor
 * as they are (我的: the member card and the sign-in strip), the menu's first group as a grid of icons, the
 * blocks with an anchor folded into rows that open each alone (`?section=<anchor>`; back returns to the
 * entries), then the menu's other groups as rows. A row the menu already holds is not repeated (意见反馈 is
 * an entry of 帮助与支持).
 */
export function PhoneEntries({
  page,
  title,
  entries,
}: {
  page: Page;
  title: string;
  entries: 'userMenu' | 'creatorMenu';
}) {
  const { pathname } = useLocation();
  const section = useRouteQuery().query.get('section');
  const opened = page.main.find((block) => block.anchor !== undefined && block.anchor === section);
  if (opened) {
    return (
      <div className="phone-entries">
        <BlockList blocks={[opened]} label={title} />
      </div>
    );
  }
  const groups: readonly { title: string; links: readonly NavLink[] }[] = navigation[entries];
  const [first, ...rest] = groups;
  const inMenu = new Set(groups.flatMap((group) => group.links.map(target)));
  const folded = page.main.flatMap((block): Row[] => {
    const to = `${pathname}?section=${block.anchor}`;
    return block.anchor && block.heading && !inMenu.has(to) ? [{ label: block.heading, to }] : [];
  });
  return (
    <div className="phone-entries">
      <BlockList blocks={page.main.filter((block) => !block.anchor)} label={title} />
      {first && (
        <section className="entry-grid" aria-label={first.title}>
          <h2 className="entry-title">{first.title}</h2>
          <ul>
            {first.links.map((link) => (
              <li key={`${link.label}${target(link) ?? ''}`}>
                <Entry to={target(link)} className="entry-tile">
                  {link.icon && <Icon path={iconPaths[link.icon]} />}
                  <span>{link.label}</span>
                </Entry>
              </li>
            ))}
          </ul>
        </section>
      )}
      {folded.length > 0 && <Rows title={title} rows={folded} />}
      {rest.map((group) => (
        <Rows key={group.title} title={group.title} rows={group.links.map(rowOf)} />
      ))}
    </div>
  );
}
