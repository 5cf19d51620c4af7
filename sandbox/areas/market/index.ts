// Seed 3's market: tea-garden jobs (tag jobs), the bulk trade hall and the personal centre's procurement
// (tag trade), and the tea-farmer loan (tag loan). Every entity is a record of the kit.
import type { Area } from '../area.js';
import { bannerHandlers } from './banners.js';
import { goodsHandlers } from './goods.js';
import { jobHandlers } from './jobs.js';
import { loanHandlers } from './loan.js';
import { offerHandlers } from './offers.js';
import { seedJobs } from './seed-jobs.js';
import { seedTrade } from './seed-trade.js';
import { wantBuyHandlers } from './want-buys.js';

export const area: Area = {
  seed(db, now) {
    seedJobs(db, now);
    seedTrade(db, now);
  },
  handlers: {
    ...jobHandlers,
    ...wantBuyHandlers,
    ...offerHandlers,
    ...goodsHandlers,
    ...bannerHandlers,
    ...loanHandlers,
  },
};
