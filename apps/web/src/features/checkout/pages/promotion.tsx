import { LazyPromotionPages } from '../promotion/lazy-promotion-pages.tsx';

/**
 * Route module of `checkoutPromotion` (`subscribe/checkout/promotion/*`): the zero-cost
 * promotion (flows §4.3, ADR 042), fetched on demand.
 */
export function Component() {
  return <LazyPromotionPages />;
}
