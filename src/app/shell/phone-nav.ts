// Which tab of the phone's bottom bar a route belongs to, and whether a navigation entry names the page
// shown (spec/routes.yaml `navigation.tabs`). Plain functions: the tab bar, the top bar and the menu share them.
import { href, navigation, type NavLink, type NavTab, type RouteName } from '../../../generated/routes';

/** The tab marked current on a route (its `current` list names the route), if any. */
export const tabOf = (route: RouteName | undefined): NavTab | undefined =>
  (navigation.tabs ?? []).find((tab) => route !== undefined && (tab.current as readonly RouteName[]).includes(route));

/** A tab's own page: no back arrow there, the tab bar is the way on. */
export const isTabPage = (route: RouteName | undefined): boolean =>
  (navigation.tabs ?? []).some((tab) => tab.route === route);

/**
 * Whether an entry leads to the page shown: the same path and, where the entry names query values, the
 * same values (实名认证指南 is /newGuide?name=sfrz, 新手指南 /newGuide with no name).
 */
export function leadsHere(link: NavLink, pathname: string, search: URLSearchParams): boolean {
  if (!link.route) return false;
  const [path, query = ''] = href(link.route as RouteName, link.query as never).split('?');
  if (path.toLowerCase() !== pathname.toLowerCase()) return false;
  const wanted = new URLSearchParams(query);
  const names = new Set([...wanted.keys(), ...Object.keys(link.query ?? {})]);
  return [...names].every((name) => (search.get(name) ?? '') === (wanted.get(name) ?? ''));
}

/** The entries of several menus with each destination once: the first menu naming it keeps it. */
export function withoutRepeats(lists: readonly (readonly NavLink[])[]): NavLink[][] {
  const seen = new Set<string>();
  return lists.map((links) =>
    links.filter((link) => {
      const key = link.route
        ? href(link.route as RouteName, link.query as never)
        : (link.href ?? `notOpen:${link.label}`);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
}
