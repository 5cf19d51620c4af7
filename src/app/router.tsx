import { useRoutes, type RouteObject } from 'react-router-dom';
import { navigation, type RouteDef } from '../../generated/routes';
import { NotFound } from './not-found';
import { Root } from './root';
import { RouteView } from './route-view';
import { BareShell } from './shell/bare-shell';
import { MainShell } from './shell/main-shell';
import { useRouteDef } from './use-route-def';
import * as shellTexts from '../../generated/texts/shell';

const UserShell = () => <MainShell menu={{ label: shellTexts.userMenu, groups: navigation.userMenu }} />;
const CreatorShell = () => <MainShell menu={{ label: shellTexts.creatorMenu, groups: navigation.creatorMenu }} />;

const shells: Record<RouteDef['shell'], () => JSX.Element> = {
  main: () => <MainShell />,
  user: UserShell,
  creator: CreatorShell,
  bare: BareShell,
};

const trees = new Map<RouteDef | undefined, RouteObject[]>();

/**
 * The hash router (seed 1 §1) over generated/routes.ts, drawing the current route in its shell.
 * Declarative routes (HashRouter + useRoutes), not a data router: the portal's pages fetch their own data,
 * and the data router's machinery (loaders, actions, fetchers, ~17 KB gzip) would load with every page
 * for nothing. The route is found by its path (use-route-def.ts) and only its branch is given to the
 * router, which would otherwise rank all the routes on every navigation.
 */
function treeOf(def: RouteDef | undefined): RouteObject[] {
  let tree = trees.get(def);
  if (!tree) {
    const Shell = def ? shells[def.shell] : MainShell;
    const leaf = def ? { path: def.path, element: <RouteView def={def} /> } : { path: '*', element: <NotFound /> };
    tree = [{ element: <Root />, children: [{ element: <Shell />, children: [leaf] }] }];
    trees.set(def, tree);
  }
  return tree;
}

/** The route of spec/routes.yaml the address names, in its shell (inside a HashRouter). */
export function AppRoutes() {
  return useRoutes(treeOf(useRouteDef()));
}
