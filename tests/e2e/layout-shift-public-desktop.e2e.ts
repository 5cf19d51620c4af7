import { describeLayoutShift } from './layout-shift';
import { publicRoutes } from './route-walk';

describeLayoutShift(publicRoutes, 'visitor', 'desktop', { axe: true, budget: true });
