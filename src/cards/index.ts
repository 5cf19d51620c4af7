import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { CardName } from '../../generated/routes';
import { preloadHtml } from '../components/lazy-html';
import type { CardProps } from './types';
import './cards.css';

type CardModule = Promise<ComponentType<CardProps>>;

// The cards spec/routes.yaml lists name, by that name; the type makes a missing one a compile error.
// Each loads with the first list that draws one (a list asks for its cards when it mounts, beside its
// data), never with the shell or a page that shows none. They are drawn with cards.css, not MUI: a list
// of them shows without waiting for MUI's core (components/themed.tsx).
const loaders: Record<CardName, () => CardModule> = {
  activity: () => import('./activity').then((m) => m.ActivityCard),
  article: () => import('./article').then((m) => m.ArticleCard),
  deputy: () => import('./deputy').then((m) => m.DeputyCard),
  expert: () => import('./expert').then((m) => m.ExpertCard),
  // a guide is server HTML: its sanitiser comes with the card, not one download after the rows (/newGuide's largest
  // paint)
  guide: () => {
    preloadHtml();
    return import('./guide').then((m) => m.GuideCard);
  },
  hotline: () => import('./hotline').then((m) => m.HotlineCard),
  job: () => import('./job').then((m) => m.JobCard),
  notice: () => import('./notice').then((m) => m.NoticeCard),
  question: () => import('./question').then((m) => m.QuestionCard),
};
export const cards = Object.fromEntries(
  Object.entries(loaders).map(([name, load]) => [name, lazy(() => load().then((Card) => ({ default: Card })))]),
) as Record<CardName, LazyExoticComponent<ComponentType<CardProps>>>;

/** Starts loading these cards now, so they are there when the list's rows come. */
export function preloadCards(names: readonly CardName[]): void {
  for (const name of names) void loaders[name]();
}
