import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../generated/routes';

// Hand-written screens by the name spec/routes.yaml uses; the type makes a missing one a compile error.
export const screens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./login').then((m) => ({ default: m.LoginScreen }))),
  'daily-sign-in': lazy(() => import('./daily-sign-in').then((m) => ({ default: m.DailySignInScreen }))),
  chat: lazy(() => import('./chat').then((m) => ({ default: m.ChatScreen }))),
  'opus-data': lazy(() => import('./opus-data').then((m) => ({ default: m.OpusDataScreen }))),
  'fans-data': lazy(() => import('./fans-data').then((m) => ({ default: m.FansDataScreen }))),
  'user-home': lazy(() => import('./user-home').then((m) => ({ default: m.UserHomeScreen }))),
  'verified': lazy(() => import('./verified').then((m) => ({ default: m.VerifiedScreen }))),
  'creator-verification': lazy(() => import('./creator-verification').then((m) => ({ default: m.CreatorVerificationScreen }))),
  'expert-consult': lazy(() => import('./expert-consult').then((m) => ({ default: m.ExpertConsultScreen }))),
  'ticket-charts': lazy(() => import('./ticket-charts').then((m) => ({ default: m.TicketChartsScreen }))),
  'tea-scenery': lazy(() => import('./tea-scenery').then((m) => ({ default: m.TeaSceneryScreen }))),
};
