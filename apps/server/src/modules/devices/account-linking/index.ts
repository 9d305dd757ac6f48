import type { App } from '../../../platform/http/app-instance.ts';
import { schedulePurge } from '../../../platform/scheduled-purge.ts';
import { registerAccountLinkingCareRoutes } from './account-linking.care-routes.ts';
import { type LinkingDeps, linkingProviderOf } from './linking-provider.ts';
import { registerOAuthRoutes } from './oauth.platform-routes.ts';
import { purgeExpiredProviderRecords } from './purge-expired-records.ts';
import { registerSandboxGoogleRoutes } from './sandbox-google.dev-routes.ts';

/**
 * Orbit as the OAuth 2.0 account-linking provider of voice assistants (ADR 071): the provider at
 * `/oauth`, the consent page's care calls, and in development and tests the sandbox Google.
 */
export function registerAccountLinking(app: App, deps: LinkingDeps): void {
  const linkingProvider = linkingProviderOf(deps);
  registerOAuthRoutes(app, linkingProvider);
  registerAccountLinkingCareRoutes(app, deps, linkingProvider);
  if (deps.config.mode !== 'production') registerSandboxGoogleRoutes(app, deps);
  schedulePurge(app, {
    what: 'expired account-linking records',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: (now) => purgeExpiredProviderRecords(deps.db, now),
  });
}
