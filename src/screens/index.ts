import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../generated/routes';
import { lazyThemed } from '../components/themed';

// Hand-written screens by the name spec/routes.yaml uses; the type makes a missing one a compile error.
// They draw MUI, so each brings the theme (components/themed.tsx); the home page's sign-in does not.
export const screens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  login: lazyThemed(() => import('./login').then((m) => m.LoginScreen)),
  'daily-sign-in': lazy(() => import('./daily-sign-in').then((m) => ({ default: m.DailySignInScreen }))),
  chat: lazyThemed(() => import('./chat').then((m) => m.ChatScreen)),
  'user-home': lazyThemed(() => import('./user-home').then((m) => m.UserHomeScreen)),
  'verified': lazyThemed(() => import('./verified').then((m) => m.VerifiedScreen)),
  'creator-verification': lazyThemed(() => import('./creator-verification').then((m) => m.CreatorVerificationScreen)),
  'expert-consult': lazyThemed(() => import('./expert-consult').then((m) => m.ExpertConsultScreen)),
  'tea-scenery': lazyThemed(() => import('./tea-scenery').then((m) => m.TeaSceneryScreen)),
};
