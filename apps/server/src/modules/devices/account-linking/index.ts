import type { App } from '../../../platform/http/app-instance.ts';
import { schedulePurge } from '../../../platform/scheduled-purge.ts';
import { registerAccountLinkingCareRoutes } from './account-linking.care-routes.ts';
import { createAmazonPartner } from './amazon-partner.ts';
import { registerAmazonPopupHeaders } from './amazon-popup-headers.ts';
import { type LinkingDeps, linkingProviderOf } from './linking-provider.ts';
import { registerOAuthRoutes } from './oauth.platform-routes.ts';
import { installPartnerAccess } from './partner-access.ts';
import {
  purgeExpiredProviderRecords,
  purgeUnusedAlexaLinkStates,
} from './purge-expired-records.ts';
import { registerSandboxAmazonRoutes } from './sandbox-amazon.dev-routes.ts';
import { registerSandboxGoogleRoutes } from './sandbox-google.dev-routes.ts';

export {
  isPartnerRefusal,
  type PartnerAccess,
  type PartnerCaller,
  type PartnerRefusal,
} from './partner-access.ts';

/**
 * Orbit as the OAuth 2.0 account-linking provider of voice assistants (ADR 071): the provider at
 * `/oauth`, the consent page's care calls, linking Alexa from our pages (ADR 076), and in
 * development and tests the sandbox Google and the sandbox Amazon.
 */
export function registerAccountLinking(app: App, deps: LinkingDeps): void {
  const linkingProvider = linkingProviderOf(deps);
  registerOAuthRoutes(app, linkingProvider);
  installPartnerAccess(app, deps.config, linkingProvider);
  const amazon = createAmazonPartner({
    settings: deps.config.accountLinking.amazon,
    fetchThrough: deps.partnerFetch ?? fetch,
    logger: app.log,
  });
  registerAccountLinkingCareRoutes(app, deps, linkingProvider, amazon);
  registerAmazonPopupHeaders(app);
  if (deps.config.mode !== 'production') {
    registerSandboxGoogleRoutes(app, deps);
    registerSandboxAmazonRoutes(app, deps);
  }
  schedulePurge(app, {
    what: 'expired account-linking records',
    intervalSeconds: deps.config.expiredRowsPurgeIntervalSeconds,
    purge: async (now) => ({
      ...(await purgeExpiredProviderRecords(deps.db, now)),
      ...(await purgeUnusedAlexaLinkStates(deps.db, now)),
    }),
  });
}
