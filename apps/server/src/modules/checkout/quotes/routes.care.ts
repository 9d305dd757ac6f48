import {
  careCaptchaCheckRequestSchema,
  careCaptchaCheckResultSchema,
  careErrorBodySchema,
  careQuoteRequestSchema,
  careSuccessSchema,
  countryFromHost,
  DEFAULT_LOCALE_BY_COUNTRY,
  FIELD_ERROR_CODES,
  orderQuoteSchema,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { accountAccessOf } from '../../../platform/auth/account-access.ts';
import { requireCareSession } from '../../../platform/auth/require-care-session.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import { noStore } from '../../../platform/http/no-store.ts';
import { findOfferByPlanCode, withCatalogueTimeout } from '../../catalog/index.ts';
import { accountsOwnedBy } from '../../identification/index.ts';
import { captchaStatusFor } from './captcha-check.ts';
import type { QuoteDeps } from './quote-deps.ts';
import { quoteForCare } from './quote-for-care.ts';

const TAGS = ['care checkout'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

function sessionOf(request: FastifyRequest) {
  if (!request.careSession) throw new Error('requireCareSession did not run');
  return request.careSession;
}

/** `/services/quotes/quote` and `/services/check-eligibility/captcha`. */
export function registerCareQuoteRoutes(app: App, deps: QuoteDeps): void {
  app.post(
    '/services/quotes/quote',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'What the plans cost today and later, with fees and taxes',
        description:
          'Answers the domain OrderQuote: currentQuote (today), futureQuote (next phase), ' +
          'renewalQuote (first full price), promoRenewalQuote. The service address decides the ' +
          "market and the taxes: a US state's sales tax where the state taxes the service, " +
          'GST/HST/PST/QST by province in Canada; US music packages add the royalty fee (MRF) ' +
          'and US satellite offers the activation fee. Errors: OFFER_NOT_FOUND (unknown, other ' +
          'market, app-store), OFFER_EXPIRED, INVALID_PAYLOAD (state or postal code not of the ' +
          'market), promo refusals as offers/promocode/validate. With a `deviceRef` of a radio ' +
          'in a trial, or the `subscriptionId` of a trial (the signed-in owner’s, or of the ' +
          'account this session verified): the paid plan following the trial (nothing due ' +
          'today; futureQuote from the trial’s end), as purchase/change-subscription charges ' +
          'it; otherwise DEVICE_NOT_FOUND, 409 ACTIVE_SATELLITE_SUBSCRIPTION, ' +
          'NO_SUBSCRIPTION_TO_FOLLOW, or for a subscription 401, 403 VERIFICATION_REQUIRED, 404 ' +
          'SUBSCRIPTION_NOT_FOUND (not the caller’s) and INVALID_PAYLOAD (not in a trial).',
        body: careQuoteRequestSchema,
        response: {
          200: careSuccessSchema(orderQuoteSchema),
          ...errors(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const session = sessionOf(request);
      const identityId = session.identityId;
      const customerKeys = identityId
        ? (await accountsOwnedBy(deps.db, identityId)).map((account) => account.accountNumber)
        : [];
      const country = request.body.serviceAddress.country === 'CA' ? 'ca' : 'us';
      return careOk(
        await withCatalogueTimeout(
          quoteForCare(deps, {
            request: request.body,
            customerKeys,
            caller: {
              careSessionId: session.id,
              identityId,
              accountAccess: (rule) => accountAccessOf(deps.db, request, rule),
            },
            // Package names in the reader's language, else the market's default.
            locale: request.body.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country],
          }),
        ),
      );
    },
  );

  app.post(
    '/services/check-eligibility/captcha',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Must the review step show a captcha?',
        description:
          'REQUIRED after 3 failed purchases from this care session within the last hour, ' +
          "NOT_REQUIRED otherwise. The plan must be an offer of the host's market " +
          '(404 OFFER_NOT_FOUND).',
        body: careCaptchaCheckRequestSchema,
        response: {
          200: careSuccessSchema(careCaptchaCheckResultSchema),
          ...errors(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const offer = await findOfferByPlanCode(deps.db, request.body.planCode);
      if (!offer || offer.country !== countryFromHost(request.hostname)) {
        throw new AppError('OFFER_NOT_FOUND', `no offer ${request.body.planCode}`, {
          notFoundResourceType: 'offer',
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'planCode' }],
        });
      }
      const status = await captchaStatusFor(deps.db, {
        careSessionId: sessionOf(request).id,
        now: deps.clock(),
      });
      return careOk({ status });
    },
  );
}
