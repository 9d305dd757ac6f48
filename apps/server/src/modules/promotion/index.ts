import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { createPasswordHasher } from '../identity/index.ts';
import { registerPromotionRoutes } from './promotion.care-routes.ts';

/**
 * The zero-cost promotion (flows §4.3, ADR 042): a new radio activated on a promo code's free
 * plan, with a new account and no card. Its code, offer and radio are checked by the catalog's
 * and identification's own calls; this capability holds the activation.
 */
export function registerPromotionCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  registerPromotionRoutes(app, {
    ...deps,
    hasher: createPasswordHasher(deps.config.identity.passwordHashing),
  });
}
