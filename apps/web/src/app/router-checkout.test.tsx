import { CHECKOUT_CASES } from './route-cases/checkout-cases.ts';
import { walkRoutes } from './route-cases/route-walk.ts';

walkRoutes('checkout', CHECKOUT_CASES);
