import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { createPasswordHasher } from '../../identity/index.ts';
import { registerEntitlementCareRoutes } from './entitlement.care-routes.ts';
import { registerEntitlementServiceRoutes } from './entitlement.service-routes.ts';
import { registerPartnerNoticeRoute } from './partner-notices.platform-routes.ts';
import { registerSandboxPartnerRoutes } from './sandbox-partner.dev-routes.ts';

export { activateFor } from './activate-entitlement.ts';
export { SANDBOX_PARTNER_SECRET, SANDBOX_RESELLERS } from './entitlement-partners.ts';
export { requireEntitlement } from './entitlement-store.ts';

/**
 * Third-party entitlements (ADR 077): the entitlement page's care calls, `partnerentitlements/v1`
 * and `activation/v1`, the partners' signed notices and, outside production, the sandbox
 * partners' state URL.
 */
export function registerEntitlementRoutes(
  app: App,
  input: { config: AppConfig; db: Db; clock: () => Date },
): void {
  const deps = {
    ...input,
    hasher: createPasswordHasher(input.config.identity.passwordHashing),
  };
  registerEntitlementCareRoutes(app, deps);
  registerEntitlementServiceRoutes(app, deps);
  registerPartnerNoticeRoute(app, deps);
  if (input.config.mode !== 'production') registerSandboxPartnerRoutes(app, deps);
}
