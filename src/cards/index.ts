import type { ComponentType } from 'react';
import type { CardName } from '../../generated/routes';
import { ActivityCard } from './activity';
import { ArticleCard } from './article';
import { DeputyCard } from './deputy';
import { ExpertCard } from './expert';
import { GuideCard } from './guide';
import { HotlineCard } from './hotline';
import { JobCard } from './job';
import { NoticeCard } from './notice';
import { QuestionCard } from './question';
import type { CardProps } from './types';

// The cards spec/routes.yaml lists name, by that name; the type makes a missing one a compile error.
// They load with the list page, never with the shell.
export const cards: Record<CardName, ComponentType<CardProps>> = {
  activity: ActivityCard,
  article: ArticleCard,
  deputy: DeputyCard,
  expert: ExpertCard,
  guide: GuideCard,
  hotline: HotlineCard,
  job: JobCard,
  notice: NoticeCard,
  question: QuestionCard,
};
