import { countryFromHost } from '@orbit/domain';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { localeFor } from './market-locale.ts';
import { customerOffersFor } from './offers.care-routes.ts';
import { commerceInfoOf } from './presentment/commerce-info.ts';
import { describePackages } from './presentment/package-descriptions.ts';

/**
 * The catalog's legacy offer names (spec 001 §7): `offers/customer/add` is `offers/customer`
 * itself; `offers/all-package-desc` describes every package as `offers/info` describes a plan;
 * `offers/commerce/info` gives the market's currency, billing platforms, taxes and fees.
 */
export function registerLegacyOfferCareRoutes(app: App, deps: CatalogDeps): void {
  registerCareRoutes(app, deps, 'legacyOffers', {
    customerAddOffers: (request, _reply, { session }) => customerOffersFor(deps, request, session),

    allPackageDescriptions: (request) => {
      const country = countryFromHost(request.hostname);
      return withCatalogueTimeout(
        describePackages(deps.db, {
          country,
          locale: localeFor(country, request.body.locale),
          now: deps.clock(),
        }),
      );
    },

    commerceInfo: (request) =>
      withCatalogueTimeout(
        commerceInfoOf(deps.db, { country: countryFromHost(request.hostname), now: deps.clock() }),
      ),
  });
}
