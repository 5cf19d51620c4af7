import { routes } from '../../generated/routes';
import { describeLayoutShift } from './layout-shift';

// every route as a member: the layout shift of those only a member opens, axe-core's rules on all of them
describeLayoutShift(routes, 'member', 'desktop', { axe: true });
