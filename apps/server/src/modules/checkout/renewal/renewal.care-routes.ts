import { type CareCaptchaFields, countryFromHost } from '@orbit/domain';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { localeFor, withCatalogueTimeout } from '../../catalog/index.ts';
import { limitLookup, lookupBudgetOf } from '../../identification/index.ts';
import type { CheckoutDeps } from '../orders/checkout-deps.ts';
import { requirePurchaseHumanCheck } from '../orders/purchase-human-check.ts';
import { purchaseRenewal } from './purchase-renewal.ts';
import { renewalCampaignOf } from './renewal-campaign.ts';
import { renewalOffersOf } from './renewal-offers.ts';
import { quoteRenewal } from './renewal-quote.ts';
import { renewalRadioOf } from './renewal-radio.ts';
import { trialFollowOnsOf } from './trial-follow-ons.ts';

/** Renewal lookups are repeated as the customer moves through the page: the offers' budget. */
const RENEWAL_LOOKUPS_PER_SUBJECT_PER_HOUR = 30;

/**
 * A lookup that names a radio says whether it can renew: budgeted like `offers/customer`
 * (ADR 026), per address and, past 30 an hour, per radio behind a human check.
 */
function limitRadioLookup(
  deps: CheckoutDeps,
  clientAddress: string,
  radioId: string | undefined,
  captcha: CareCaptchaFields,
): Promise<void> {
  return limitLookup(
    {
      ...lookupBudgetOf(deps, deps.clock(), captcha),
      perSubjectPerHour: RENEWAL_LOOKUPS_PER_SUBJECT_PER_HOUR,
    },
    'offers-renewal',
    clientAddress,
    radioId,
  );
}

/**
 * `/services/offers/renewal`, `quotes/renewal` and `purchase/renewal` (ADR 039); the first also
 * answers what a streaming trial rolls into (ADR 060).
 */
export function registerRenewalRoutes(app: App, deps: CheckoutDeps): void {
  registerCareRoutes(app, deps, 'renewal', {
    getRenewalOffers: async (request, _reply, { session }) => {
      const { body } = request;
      const country = countryFromHost(request.hostname);
      const now = deps.clock();
      if (body.streaming) {
        return withCatalogueTimeout(
          trialFollowOnsOf(deps.db, {
            planCode: body.planCode,
            country,
            locale: localeFor(country, body.locale),
            now,
          }),
        );
      }
      const campaign = await withCatalogueTimeout(
        renewalCampaignOf(deps.db, { ...body, country, now }),
      );
      const named = body.deviceRef !== undefined || body.radioId !== undefined;
      if (named) {
        await limitRadioLookup(deps, request.ip, body.radioId?.trim().toUpperCase(), body);
      }
      const caller = { careSessionId: session.id, identityId: session.identityId, now };
      return renewalOffersOf(deps.db, {
        campaign,
        radio: await renewalRadioOf(deps.db, body, caller),
        country,
        locale: localeFor(country, body.locale),
        now,
      });
    },

    quoteRenewal: (request, _reply, { session }) => {
      const country = countryFromHost(request.hostname);
      const caller = {
        careSessionId: session.id,
        identityId: session.identityId,
        now: deps.clock(),
      };
      return withCatalogueTimeout(
        quoteRenewal(deps, request.body, {
          caller,
          country,
          locale: localeFor(country, request.body.locale),
        }),
      );
    },

    purchaseRenewal: async (request, _reply, { session, claim }) => {
      // The checkout's human check first, when the session's failed orders require one.
      await requirePurchaseHumanCheck(deps, session.id, request.body);
      return purchaseRenewal(
        { ...deps, log: request.log },
        {
          careSessionId: session.id,
          identityId: session.identityId,
          clientAddress: request.ip,
          claim,
          accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
        },
        request.body,
        countryFromHost(request.hostname),
      );
    },
  });
}
