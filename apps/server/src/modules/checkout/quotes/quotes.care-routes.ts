import { countryFromHost, DEFAULT_LOCALE_BY_COUNTRY, FIELD_ERROR_CODES } from '@orbit/domain';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { findOfferByPlanCode, withCatalogueTimeout } from '../../catalog/index.ts';
import { accountsOwnedBy } from '../../identification/index.ts';
import { captchaStatusFor } from './captcha-check.ts';
import type { QuoteDeps } from './quote-deps.ts';
import { quoteForCare } from './quote-for-care.ts';

/** `/services/quotes/quote` and `/services/check-eligibility/captcha`. */
export function registerCareQuoteRoutes(app: App, deps: QuoteDeps): void {
  registerCareRoutes(app, deps, 'checkout', {
    getQuote: async (request, _reply, { session }) => {
      const identityId = session.identityId;
      const customerKeys = identityId
        ? (await accountsOwnedBy(deps.db, identityId)).map((account) => account.accountNumber)
        : [];
      const country = request.body.serviceAddress.country === 'CA' ? 'ca' : 'us';
      return withCatalogueTimeout(
        quoteForCare(deps, {
          request: request.body,
          customerKeys,
          clientAddress: request.ip,
          caller: {
            careSessionId: session.id,
            identityId,
            // A trial's subscription id asks for its account; anything else needs none.
            accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
          },
          // Package names in the reader's language, else the market's default.
          locale: request.body.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country],
        }),
      );
    },

    checkCaptcha: async (request, _reply, { session }) => {
      const offer = await findOfferByPlanCode(deps.db, request.body.planCode);
      if (!offer || offer.country !== countryFromHost(request.hostname)) {
        throw new AppError('OFFER_NOT_FOUND', `no offer ${request.body.planCode}`, {
          notFoundResourceType: 'offer',
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'planCode' }],
        });
      }
      return {
        status: await captchaStatusFor(deps.db, { careSessionId: session.id, now: deps.clock() }),
      };
    },
  });
}
