import { useRoutes, type RouteObject } from 'react-router-dom';
import { navigation, routes, type RouteDef } from '../../generated/routes';
import { NotFound } from './not-found';
import { Root } from './root';
import { RouteView } from './route-view';
import { BareShell } from './shell/bare-shell';
import { MainShell } from './shell/main-shell';

const UserShell = () => <MainShell menu={{ label: '个人中心', groups: navigation.userMenu }} />;
const CreatorShell = () => <MainShell menu={{ label: '创作中心', groups: navigation.creatorMenu }} />;

const shells: Record<RouteDef['shell'], () => JSX.Element> = {
  main: () => <MainShell />,
  user: UserShell,
  creator: CreatorShell,
  bare: BareShell,
};

function childrenOf(Shell: () => JSX.Element): RouteObject {
  return {
    element: <Shell />,
    children: routes
      .filter((r) => shells[r.shell] === Shell)
      .map((def) => ({ path: def.path, element: <RouteView def={def} /> })),
  };
}

// The hash router (seed 1 §1) from generated/routes.ts, one layout route per shell. Declarative routes
// (HashRouter + useRoutes), not a data router: the portal's pages fetch their own data, and the data
// router's machinery (loaders, actions, fetchers, ~17 KB gzip) would load with every page for nothing.
const tree: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...[...new Set(Object.values(shells))].map(childrenOf),
      { element: <MainShell />, children: [{ path: '*', element: <NotFound /> }] },
    ],
  },
];

/** The routes of spec/routes.yaml, drawn for the current address (inside a HashRouter). */
export function AppRoutes() {
  return useRoutes(tree);
}
