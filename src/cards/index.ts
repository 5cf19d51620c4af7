import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CardName } from '../../generated/routes';
import type { CardProps } from './types';
import './cards.css';

type CardModule = Promise<{ default: ComponentType<CardProps> }>;

// The cards spec/routes.yaml lists name, by that name; the type makes a missing one a compile error.
// Each loads with the first list that draws one (a list asks for its cards when it mounts, beside its
// data), never with the shell or a page that shows none.
const loaders: Record<CardName, () => CardModule> = {
  activity: () => import('./activity').then((m) => ({ default: m.ActivityCard })),
  article: () => import('./article').then((m) => ({ default: m.ArticleCard })),
  deputy: () => import('./deputy').then((m) => ({ default: m.DeputyCard })),
  expert: () => import('./expert').then((m) => ({ default: m.ExpertCard })),
  guide: () => import('./guide').then((m) => ({ default: m.GuideCard })),
  hotline: () => import('./hotline').then((m) => ({ default: m.HotlineCard })),
  job: () => import('./job').then((m) => ({ default: m.JobCard })),
  notice: () => import('./notice').then((m) => ({ default: m.NoticeCard })),
  question: () => import('./question').then((m) => ({ default: m.QuestionCard })),
};

export const cards = Object.fromEntries(Object.entries(loaders).map(([name, load]) => [name, lazy(load)])) as Record<CardName, LazyExoticComponent<ComponentType<CardProps>>>;

/** Starts loading these cards now, so they are there when the list's rows come. */
export function preloadCards(names: readonly CardName[]): void {
  for (const name of names) void loaders[name]();
}
