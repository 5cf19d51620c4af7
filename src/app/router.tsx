import { createHashRouter, type RouteObject } from 'react-router-dom';
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
      .map((def) => ({ path: def.path, element: <RouteView def={def} />, handle: def })),
  };
}

/** The hash router (seed 1 §1) built from generated/routes.ts, one layout route per shell. */
export function createRouter() {
  const layouts = [...new Set(Object.values(shells))].map(childrenOf);
  return createHashRouter([
    {
      element: <Root />,
      children: [...layouts, { element: <MainShell />, children: [{ path: '*', element: <NotFound /> }] }],
    },
  ]);
}
