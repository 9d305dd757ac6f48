import { countryFromHost, type Locale } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { campaignInMarket, confirmationContent } from './content/campaign-lookup.ts';
import { listLiveHotTrendingItems } from './content/hot-trending-store.ts';
import { hotTrendingItemOf } from './content/hot-trending-view.ts';
import { localeFor } from './market-locale.ts';

/**
 * A campaign's sales content in the host's market (`GET /content/campaigns/:campaignId`); the
 * landings' first screens read it here too (ADR 086).
 */
export function campaignContentFor(
  deps: CatalogDeps,
  request: { campaignId: string; locale: Locale | undefined; hostname: string },
) {
  const country = countryFromHost(request.hostname);
  return withCatalogueTimeout(
    campaignInMarket(deps.db, {
      campaignId: request.campaignId,
      country,
      locale: localeFor(country, request.locale),
    }),
  );
}

/** `/services/content/...`: campaign content and the hot-and-trending list. */
export function registerCareContentRoutes(app: App, deps: CatalogDeps): void {
  registerCareRoutes(app, deps, 'catalog', {
    campaign: (request) =>
      campaignContentFor(deps, {
        campaignId: request.params.campaignId,
        locale: request.query.locale,
        hostname: request.hostname,
      }),
    confirmationCampaign: (request) => {
      const country = countryFromHost(request.hostname);
      return withCatalogueTimeout(
        confirmationContent(deps.db, {
          campaignId: request.params.campaignId,
          country,
          locale: localeFor(country, request.query.locale),
        }),
      );
    },
    hotAndTrending: async (request) => {
      const country = countryFromHost(request.hostname);
      const locale = localeFor(country, request.query.locale);
      const rows = await withCatalogueTimeout(
        listLiveHotTrendingItems(deps.db, country, deps.clock()),
      );
      return { items: rows.map((row) => hotTrendingItemOf(row, locale, country)) };
    },
  });
}
