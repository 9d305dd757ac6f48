import { ONBOARDING_CASES } from './route-cases/onboarding-cases.ts';
import { walkRoutes } from './route-cases/route-walk.ts';

walkRoutes('onboarding', ONBOARDING_CASES);
