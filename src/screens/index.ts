import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../generated/routes';
import { lazyThemed, loadTheme } from '../components/themed';

// Hand-written screens by the name spec/routes.yaml uses; the type makes a missing one a compile error.
// They draw MUI, so each brings the theme (components/themed.tsx); the home page's sign-in does not.
const loaders: Record<ScreenName, () => Promise<ComponentType>> = {
  login: () => import('./login').then((m) => m.LoginScreen),
  'daily-sign-in': () => import('./daily-sign-in').then((m) => m.DailySignInScreen),
  chat: () => import('./chat').then((m) => m.ChatScreen),
  'user-home': () => import('./user-home').then((m) => m.UserHomeScreen),
  verified: () => import('./verified').then((m) => m.VerifiedScreen),
  'creator-verification': () => import('./creator-verification').then((m) => m.CreatorVerificationScreen),
  'expert-consult': () => import('./expert-consult').then((m) => m.ExpertConsultScreen),
  'tea-scenery': () => import('./tea-scenery').then((m) => m.TeaSceneryScreen),
};
const plain = new Set<ScreenName>(['daily-sign-in']);

export const screens = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [
    name,
    plain.has(name as ScreenName) ? lazy(() => load().then((Screen) => ({ default: Screen }))) : lazyThemed(load),
  ]),
) as Record<ScreenName, LazyExoticComponent<ComponentType>>;

/** Starts loading a screen's code (and the theme it draws with) now: the module loads once, drawn later. */
export function preloadScreen(name: ScreenName): void {
  void loaders[name]();
  if (!plain.has(name)) void loadTheme();
}
