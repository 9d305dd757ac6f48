import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { schedulePurge } from '../../platform/scheduled-purge.ts';
import { registerAcceptTermsRoute } from './accept-terms.service-routes.ts';
import { registerCareAccountManagementRoutes } from './account-login.care-routes.ts';
import { registerCareAuthenticateRoutes } from './authenticate.care-routes.ts';
import { createIdentityDeps } from './identity-deps.ts';
import { registerIdentityGroupRoutes } from './identity-groups.service-routes.ts';
import { registerMagicLinkRoutes } from './magic-link.service-routes.ts';
import { registerOtpRoutes } from './otp.service-routes.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { registerProfileRoutes } from './profile.service-routes.ts';
import { purgeIdentityRows } from './purge-identity-rows.ts';
import { registerCareRecoveryRoutes } from './recovery.care-routes.ts';
import { registerRegisterOnSpotRoutes } from './register-on-spot.care-routes.ts';
import { registerSignInRoutes } from './sign-in.service-routes.ts';
import { registerSignUpRoutes } from './sign-up.service-routes.ts';
import { registerCareValidateRoutes } from './validate.care-routes.ts';

/**
 * The identity capability (ADR 007): sign-up, sign-in by password, passcode and magic link,
 * credentials, profile and deletion on the service APIs; login, validation and credential
 * recovery on the care API; and the purge of what expired.
 */
export function registerIdentityCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const identityDeps = createIdentityDeps({
    ...deps,
    hasher: createPasswordHasher(deps.config.identity.passwordHashing),
  });
  registerSignUpRoutes(app, identityDeps);
  registerSignInRoutes(app, identityDeps);
  registerOtpRoutes(app, identityDeps);
  registerMagicLinkRoutes(app, identityDeps);
  registerIdentityGroupRoutes(app, identityDeps);
  registerProfileRoutes(app, identityDeps);
  registerAcceptTermsRoute(app, identityDeps);
  registerCareAuthenticateRoutes(app, identityDeps);
  registerCareValidateRoutes(app, identityDeps);
  registerCareAccountManagementRoutes(app, identityDeps);
  registerCareRecoveryRoutes(app, identityDeps);
  registerRegisterOnSpotRoutes(app, identityDeps);
  schedulePurge(app, {
    what: 'expired identity rows',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeIdentityRows(deps.db, now),
  });
}
