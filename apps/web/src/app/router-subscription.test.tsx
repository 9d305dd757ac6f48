import { walkRoutes } from './route-cases/route-walk.ts';
import { SUBSCRIPTION_CASES } from './route-cases/subscription-cases.ts';

walkRoutes('subscription', SUBSCRIPTION_CASES);
