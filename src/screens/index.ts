import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../generated/routes';

// Hand-written screens by the name spec/routes.yaml uses; the type makes a missing one a compile error.
export const screens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  'job-detail': lazy(() => import('./job-detail').then((m) => ({ default: m.JobDetailScreen }))),
  login: lazy(() => import('./login').then((m) => ({ default: m.LoginScreen }))),
  home: lazy(() => import('./home').then((m) => ({ default: m.HomeScreen }))),
  chat: lazy(() => import('./chat').then((m) => ({ default: m.ChatScreen }))),
  'notice-centre': lazy(() => import('./notice-centre').then((m) => ({ default: m.NoticeCentreScreen }))),
  'notice-detail': lazy(() => import('./notice-detail').then((m) => ({ default: m.NoticeDetailScreen }))),
  'not-open': lazy(() => import('./not-open').then((m) => ({ default: m.NotOpenScreen }))),
  'opus-data': lazy(() => import('./opus-data').then((m) => ({ default: m.OpusDataScreen }))),
  'expert-detail': lazy(() => import('./expert-detail').then((m) => ({ default: m.ExpertDetailScreen }))),
  'fans-data': lazy(() => import('./fans-data').then((m) => ({ default: m.FansDataScreen }))),
  'ticket-detail': lazy(() => import('./ticket-detail').then((m) => ({ default: m.TicketDetailScreen }))),
  'user-home': lazy(() => import('./user-home').then((m) => ({ default: m.UserHomeScreen }))),
  'verified': lazy(() => import('./verified').then((m) => ({ default: m.VerifiedScreen }))),
  'creator-verification': lazy(() => import('./creator-verification').then((m) => ({ default: m.CreatorVerificationScreen }))),
  'legal-notice': lazy(() => import('./legal-notice').then((m) => ({ default: m.LegalNoticeScreen }))),
  'tea-scenery': lazy(() => import('./tea-scenery').then((m) => ({ default: m.TeaSceneryScreen }))),
};
