// Seed 2's personal centre, user home, home page and search (tags personal-centre, home, search).
// Other areas call recordBrowse (browse.ts) when a detail page opens and awardPoints (points.ts) when
// an action earns points.
import type { Area } from '../area.js';
import { activityHandlers } from './activities.js';
import { browseHandlers } from './browse.js';
import { homeHandlers } from './home.js';
import { invitationHandlers } from './invitations.js';
import { noticeHandlers } from './notices.js';
import { pointsHandlers } from './points.js';
import { seedHome } from './seed-home.js';
import { seedHomes, seedInvitees } from './seed-members.js';
import { seedBrowseHistory, seedRecords } from './seed-records.js';
import { subMemberHandlers } from './sub-members.js';
import { taskHandlers } from './tasks.js';
import { userHomeHandlers } from './user-home.js';

export { recordBrowse, type Browse, type BrowseType } from './browse.js';
export { awardDaily, awardPoints, POINTS } from './points.js';
export { recordVisit } from './user-home.js';

export const area: Area = {
  seed(db, now) {
    seedRecords(db, now);
    seedHomes(db, seedInvitees(db, now), now);
    seedHome(db, now);
  },
  seedLinked: seedBrowseHistory,
  handlers: {
    ...pointsHandlers,
    ...activityHandlers,
    ...browseHandlers,
    ...subMemberHandlers,
    ...noticeHandlers,
    ...invitationHandlers,
    ...taskHandlers,
    ...userHomeHandlers,
    ...homeHandlers,
  },
};
