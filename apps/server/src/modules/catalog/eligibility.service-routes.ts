import {
  contentEntriesQuerySchema,
  contentEntriesSchema,
  eligibilityCatalogOfferQuerySchema,
  eligibilityNewOffersQuerySchema,
  eligibilityOffersResultSchema,
  eligibilitySubscriptionOffersQuerySchema,
  offerSchema,
} from '@orbit/domain';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/require-access-token.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { serviceRoute } from '../../platform/http/service-route.ts';
import { registerServiceRoutes } from '../../platform/http/service-surface.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { catalogEntries } from './content-management/catalog-entries.ts';
import { queryEntries } from './content-management/entries-query.ts';
import {
  catalogOffer,
  changeOffers,
  newOffers,
  saveOffers,
} from './eligibility/eligible-offers.ts';

/** The eligibility service (`eligibility/v1/offers/...`) and the content-management lookup. */
export function registerCatalogServiceRoutes(app: App, deps: CatalogDeps): void {
  const caller = (request: Parameters<typeof sessionOf>[0]) => ({
    identityId: sessionOf(request).identityId,
    now: deps.clock(),
  });

  registerServiceRoutes(app, (service) => {
    service.route({
      ...serviceRoute('eligibility', 'newOffers'),
      schema: {
        tags: ['eligibility'],
        summary: 'Offers for a new subscription',
        description:
          "The market's lead offers for `serviceType` (billed Direct unless `billingPlatform` " +
          'says otherwise), or the offer of `promoCode` (refused: the promo error with ' +
          '`invalidFields[promoCode]` naming the reason). Signed-in callers whose accounts had the ' +
          'service get the fallbacks of offers for new subscribers. `baseTerm` and ' +
          '`trialPreference` (trial | noTrial) filter.',
        querystring: eligibilityNewOffersQuerySchema,
        response: { 200: eligibilityOffersResultSchema },
        errors: [503],
      },
      handler: async (request) =>
        withCatalogueTimeout(newOffers(deps.db, request.query, caller(request))),
    });

    service.route({
      ...serviceRoute('eligibility', 'changeOffers'),
      schema: {
        tags: ['eligibility'],
        summary: 'Offers a subscription of the caller may change to',
        description:
          "Requires `subscription`, one of the signed-in caller's (anonymous: 403; someone " +
          "else's or unknown: 404 SUBSCRIPTION_NOT_FOUND). Offers of its market and service on " +
          'sale now, other than its plan, not for new subscribers only, not retention offers.',
        querystring: eligibilitySubscriptionOffersQuerySchema,
        response: { 200: eligibilityOffersResultSchema },
        errors: [403, 404, 503],
      },
      handler: async (request) =>
        withCatalogueTimeout(changeOffers(deps.db, request.query, caller(request))),
    });

    service.route({
      ...serviceRoute('eligibility', 'saveOffers'),
      schema: {
        tags: ['eligibility'],
        summary: 'Retention offers for a subscription about to be cancelled',
        description:
          "Requires `subscription`, as offers/change. The market's retention campaign " +
          "(`us_retention`, `ca_retention`) offers for the subscription's service.",
        querystring: eligibilitySubscriptionOffersQuerySchema,
        response: { 200: eligibilityOffersResultSchema },
        errors: [403, 404, 503],
      },
      handler: async (request) =>
        withCatalogueTimeout(saveOffers(deps.db, request.query, caller(request))),
    });

    service.route({
      ...serviceRoute('eligibility', 'catalogOffer'),
      schema: {
        tags: ['eligibility'],
        summary: 'One catalog offer by its id (plan code)',
        params: z.object({ offerId: z.string().trim().min(1).max(60) }),
        querystring: eligibilityCatalogOfferQuerySchema,
        response: { 200: offerSchema },
        errors: [404, 503],
      },
      handler: async (request) =>
        withCatalogueTimeout(
          catalogOffer(deps.db, {
            offerId: request.params.offerId,
            country: request.query.country,
          }),
        ),
    });

    service.route({
      ...serviceRoute('contentManagement', 'entries'),
      schema: {
        tags: ['content-management'],
        summary: 'Content entries built from the catalog (Campaign, Offer, Package, Properties)',
        description:
          'Filters: `content_type`, `sys.id`, `fields.campaign_id`, `fields.offer_id[in]` and ' +
          '`fields.sms_package_id[in]` (comma-separated). `include` (0–10, default 1) adds the ' +
          'linked entries to `includes.Entry`; `select=fields.a,fields.b` keeps those fields. ' +
          '`locale` (en-US, en-CA, fr-CA; default en-US) picks the language.',
        querystring: contentEntriesQuerySchema,
        response: { 200: contentEntriesSchema },
        errors: [503],
      },
      handler: async (request) => {
        const entries = await withCatalogueTimeout(
          catalogEntries(deps.db, request.query.locale ?? 'en-US'),
        );
        return queryEntries(entries, request.query);
      },
    });
  });
}
