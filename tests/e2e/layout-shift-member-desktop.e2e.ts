import { routes } from '../../generated/routes';
import { describeLayoutShift } from './layout-shift';

// The routes only a member opens, each judged for layout shift, the bundle budget and axe-core's rules; the public
// routes open in spec order on one page for the records their lists link to (layout-shift.ts says why no more).
describeLayoutShift(routes, 'member', 'desktop', { axe: true, budget: true });
