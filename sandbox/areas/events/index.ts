// Seed 3's public events and people (tags festival, contests, honour, experts, notices) and seed 2's
// festival applications, tickets and favourite experts. reviewActivity stands in for the operators'
// review of festival applications (no documented call).
import type { Area } from '../area.js';
import { commentHandlers } from './comments.js';
import { consultingHandlers, CONSULTING_SCHEMA } from './consulting.js';
import { contestHandlers } from './contests.js';
import { exhibitorHandlers } from './exhibitors.js';
import { expertHandlers } from './experts.js';
import { festivalHandlers } from './festival.js';
import { honourHandlers } from './honour.js';
import { noticeHandlers } from './notices.js';
import { seedContests } from './seed-contests.js';
import { seedFestival } from './seed-festival.js';
import { seedNotices } from './seed-notices.js';
import { seedPeople } from './seed-people.js';
import { voucherHandlers } from './vouchers.js';

export { reviewActivity } from './festival.js';
export { phaseOf } from './schedule.js';

export const area: Area = {
  schema: CONSULTING_SCHEMA,
  seed(db, now) {
    seedFestival(db, now);
    // the contests' expert scores name the seeded experts
    seedPeople(db, now);
    seedContests(db, now);
    seedNotices(db, now);
  },
  handlers: {
    ...festivalHandlers,
    ...exhibitorHandlers,
    ...voucherHandlers,
    ...contestHandlers,
    ...honourHandlers,
    ...expertHandlers,
    ...commentHandlers,
    ...consultingHandlers,
    ...noticeHandlers,
  },
};
