import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { createIdentityDeps, createPasswordHasher } from '../identity/index.ts';
import { registerOnboardingCareRoutes } from './onboarding.care-routes.ts';
import { registerOnboardingDevRoutes } from './onboarding.dev-routes.ts';

/**
 * The onboarding capability (flows §8.5, ADR 056): find-account lookups routed by reason,
 * streaming credential setup, free-listen prospects, 10-foot activation, and its development
 * helpers.
 */
export function registerOnboardingCapability(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock },
): void {
  const onboardingDeps = createIdentityDeps({
    ...deps,
    hasher: createPasswordHasher(deps.config.identity.passwordHashing),
  });
  registerOnboardingCareRoutes(app, onboardingDeps);
  registerOnboardingDevRoutes(app, onboardingDeps);
}
