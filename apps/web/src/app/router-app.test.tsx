import { APP_CASES } from './route-cases/app-cases.ts';
import { walkRoutes } from './route-cases/route-walk.ts';

walkRoutes('app', APP_CASES);
