import { describeLayoutShift } from './layout-shift';
import { memberRoutes } from './route-walk';

describeLayoutShift(memberRoutes, 'member', 'desktop');
