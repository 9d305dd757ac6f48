import { ACTIVATION_CASES } from './route-cases/activation-cases.ts';
import { walkRoutes } from './route-cases/route-walk.ts';

walkRoutes('activation', ACTIVATION_CASES);
