// Seed 2's creator centre and seed 3's headline feed (tags creator, feed): works and their review,
// answers, comments, likes, favourites, follows, reports, learning videos and tea instruments.
import type { Area } from '../area.js';
import { answerHandlers } from './answers.js';
import { articleHandlers } from './articles.js';
import { commentHandlers } from './comments.js';
import { feedHandlers } from './feed.js';
import { FIGURES_SCHEMA, figuresHandlers } from './figures.js';
import { learningHandlers } from './learning.js';
import { quizHandlers } from './quizzes.js';
import { reportHandlers } from './reports.js';
import { seedCreator } from './seed.js';
import { socialHandlers } from './social.js';
import { videoHandlers } from './videos.js';

export { reviewWork } from './works.js';
export { FAVOURITE, FOLLOW_MEMBER, LIKE, TOGGLE } from './kinds.js';

export const area: Area = {
  schema: FIGURES_SCHEMA,
  seed: seedCreator,
  handlers: {
    ...feedHandlers,
    ...articleHandlers,
    ...videoHandlers,
    ...quizHandlers,
    ...answerHandlers,
    ...commentHandlers,
    ...socialHandlers,
    ...reportHandlers,
    ...learningHandlers,
    ...figuresHandlers,
  },
};
