import {
  type CareCustomerOffersRequest,
  type Country,
  careCustomerOffersRequestSchema,
  careErrorBodySchema,
  careOfferInfoRequestSchema,
  careOfferInfoResultSchema,
  careOffersRequestSchema,
  careOffersResultSchema,
  carePromoCodeValidateRequestSchema,
  carePromoCodeValidateResultSchema,
  careSuccessSchema,
  countryFromHost,
  FIELD_ERROR_CODES,
  isCaProvinceCode,
} from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import { noStore } from '../../platform/http/no-store.ts';
import { limitLookup, resolveDeviceRef } from '../identification/index.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { serviceTypeOf } from './catalog-rows.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { localeFor } from './market-locale.ts';
import { customerStandingOf } from './presentment/customer-standing.ts';
import { describeOffers } from './presentment/offer-info.ts';
import { presentOffers } from './presentment/present-offers.ts';
import { requireUsablePromoCode } from './promo-code-refusal.ts';
import { resolvePromoCode } from './promo-codes.ts';

const TAGS = ['care catalog'];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, careErrorBodySchema]));

/** Canada: prices and taxes follow the province, so it must be one; the US site ignores it. */
function checkProvince(country: Country, province: string | undefined): void {
  if (country !== 'ca' || province === undefined || isCaProvinceCode(province.toUpperCase()))
    return;
  throw new AppError('INVALID_PAYLOAD', `unknown province ${province}`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'province' }],
  });
}

function sessionOf(request: FastifyRequest) {
  if (!request.careSession) throw new Error('requireCareSession did not run');
  return request.careSession;
}

/** The radio an offers/customer call names: typed, or from the find-your-radio handle. */
async function radioIdOf(
  deps: CatalogDeps,
  request: FastifyRequest,
  body: CareCustomerOffersRequest,
): Promise<string | undefined> {
  if (body.deviceRef) {
    const { radioId } = await resolveDeviceRef(deps.db, {
      deviceRef: body.deviceRef,
      careSessionId: sessionOf(request).id,
      now: deps.clock(),
    });
    return radioId;
  }
  return body.radioId?.trim() ? body.radioId.trim().toUpperCase() : undefined;
}

/** `/services/offers`, `offers/customer`, `offers/info`, `offers/promocode/validate`. */
export function registerCareOfferRoutes(app: App, deps: CatalogDeps): void {
  app.post(
    '/services/offers',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Offers for a visitor: organic, by program code or by promo code',
        description:
          "Offers of the host's market (US or Canada) for `streaming` or satellite, ready to " +
          'present: named in `locale`, typed Trial/Promo/SelfPay, Monthly only when several ' +
          'qualify. A promo code wins over a program code; a refused promo code answers 400 ' +
          'with a field error on `marketingPromoCode` naming the reason. A streaming program ' +
          'code outside the organic allow-list, unknown or of another market gives the organic ' +
          'offers with `fallbackReason: NOT_FOUND`; an ended one `EXPIRED`. An offer whose sale ' +
          'ended is replaced by its fallback (`EXPIRED`); `retrieveFallbackOffer` asks for the ' +
          'fallback of each (`INELIGIBLE`). A promo code counts against the promo-check ' +
          'budget (per address and per code: 429). 503 after 15 s.',
        body: careOffersRequestSchema,
        response: {
          200: careSuccessSchema(careOffersResultSchema),
          ...errors(400, 401, 429, 503),
        },
      },
    },
    async (request) => {
      const body = request.body;
      const country = countryFromHost(request.hostname);
      checkProvince(country, body.province);
      // A promo code here is a promo check too: the same budget as promocode/validate.
      if (body.marketingPromoCode?.trim()) {
        await limitPromoChecks(deps, request.ip, body.marketingPromoCode);
      }
      return careOk(
        await withCatalogueTimeout(
          presentOffers(deps.db, {
            country,
            serviceType: serviceTypeOf(body.streaming),
            programCode: body.programCode,
            marketingPromoCode: body.marketingPromoCode,
            redemptionType: body.redemptionType,
            now: deps.clock(),
            locale: localeFor(country, body.locale),
            retrieveFallbackOffer: body.retrieveFallbackOffer ?? false,
            hadService: false,
          }),
        ),
      );
    },
  );

  app.post(
    '/services/offers/customer',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Offers once the customer is known by email, radio, deviceRef or subscription',
        description:
          'As `POST /services/offers`, and offers for new subscribers only are replaced by ' +
          'their fallback (`fallbackReason: INELIGIBLE`) when the email, the radio, the ' +
          "subscription's account or the signed-in owner's accounts already had that service. " +
          'A radio with a paid satellite subscription running answers 409 ' +
          'ACTIVE_SATELLITE_SUBSCRIPTION (satellite offers); an unknown radio or deviceRef 404 ' +
          'DEVICE_NOT_FOUND; an unknown subscription 404 SUBSCRIPTION_NOT_FOUND. Promo codes are ' +
          'checked as used by this customer. Rate-limited like the lookups.',
        body: careCustomerOffersRequestSchema,
        response: {
          200: careSuccessSchema(careOffersResultSchema),
          ...errors(400, 401, 404, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const body = request.body;
      const country = countryFromHost(request.hostname);
      checkProvince(country, body.province);
      const now = deps.clock();
      const radioId = await radioIdOf(deps, request, body);
      const subject = body.email?.trim().toLowerCase() || radioId || body.subscriptionId;
      await limitLookup(
        {
          db: deps.db,
          now,
          perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute,
          perSubjectPerHour: OFFER_LOOKUPS_PER_SUBJECT_PER_HOUR,
        },
        'offers-customer',
        request.ip,
        subject,
      );
      const serviceType = serviceTypeOf(body.streaming);
      const standing = await customerStandingOf(deps.db, {
        email: body.email,
        radioId,
        subscriptionId: body.subscriptionId,
        identityId: sessionOf(request).identityId,
        now,
      });
      if (serviceType === 'satellite' && standing.radioHasActivePaidSubscription) {
        throw new AppError('ACTIVE_SATELLITE_SUBSCRIPTION', 'radio already paid for');
      }
      return careOk(
        await withCatalogueTimeout(
          presentOffers(deps.db, {
            country,
            serviceType,
            programCode: body.programCode,
            marketingPromoCode: body.marketingPromoCode,
            redemptionType: body.redemptionType,
            customerKeys: standing.customerKeys,
            now,
            locale: localeFor(country, body.locale),
            retrieveFallbackOffer: body.retrieveFallbackOffer ?? false,
            hadService: standing.servicesHad.has(serviceType),
          }),
        ),
      );
    },
  );

  app.post(
    '/services/offers/info',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: "What plans are, in the reader's language",
        description:
          "Package name, the campaign's heading and highlights for the package (`description`, " +
          "`features`), the renewal price and the campaign's legal copy. A plan code that is " +
          "not an offer of the host's market: 404 OFFER_NOT_FOUND with a field error on it.",
        body: careOfferInfoRequestSchema,
        response: {
          200: careSuccessSchema(careOfferInfoResultSchema),
          ...errors(400, 401, 404, 503),
        },
      },
    },
    async (request) => {
      const country = countryFromHost(request.hostname);
      checkProvince(country, request.body.province);
      return careOk(
        await withCatalogueTimeout(
          describeOffers(deps.db, {
            planCodes: request.body.planCodes.map((plan) => plan.planCode),
            country,
            locale: localeFor(country, request.body.locale),
          }),
        ),
      );
    },
  );

  app.post(
    '/services/offers/promocode/validate',
    {
      preHandler: requireCareSession,
      schema: {
        tags: TAGS,
        summary: 'Is this promo code usable here and now?',
        description:
          'Matched without regard to case. Usable: the offer it opens. Refused: 400 with a ' +
          'field error on `marketingPromoCode` whose code is ALREADY_REDEEMED (Redeemed), ' +
          'OUTSIDE_START_AND_END_DATE (Expired), PROMO_CODE_CANCELED (Canceled), or NOT_FOUND, ' +
          'INVALID_PREFIX, INELIGIBLE_PROMO_CODE (Invalid: unknown, not shaped like a code, or ' +
          'for the other service or market), REQUIRED when empty; the error code is ' +
          'OFFER_REDEEMED, OFFER_EXPIRED or INVALID_OFFER_DATA. A code used once per customer ' +
          "is checked against the signed-in owner's accounts.",
        body: carePromoCodeValidateRequestSchema,
        response: {
          200: careSuccessSchema(carePromoCodeValidateResultSchema),
          ...errors(400, 401, 429),
        },
      },
    },
    async (request) => {
      const { marketingPromoCode, streaming } = request.body;
      if (marketingPromoCode.trim() === '') {
        throw new AppError('INVALID_OFFER_DATA', 'empty promo code', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'marketingPromoCode' }],
        });
      }
      const now = deps.clock();
      await limitPromoChecks(deps, request.ip, marketingPromoCode);
      const identityId = sessionOf(request).identityId;
      const standing = identityId
        ? await customerStandingOf(deps.db, { identityId, now })
        : undefined;
      const promo = requireUsablePromoCode(
        await resolvePromoCode(deps.db, {
          code: marketingPromoCode,
          serviceType: serviceTypeOf(streaming),
          customerKey: standing?.customerKeys,
          country: countryFromHost(request.hostname),
          now,
        }),
      );
      return careOk({ status: 'valid' as const, planCode: promo.planCode });
    },
  );
}

/** Offers and promo checks are repeated as a customer moves through checkout: a looser budget. */
const OFFER_LOOKUPS_PER_SUBJECT_PER_HOUR = 30;

/** Promo codes are guessable words: checks are counted per address and per code. */
function limitPromoChecks(deps: CatalogDeps, clientAddress: string, code: string): Promise<void> {
  return limitLookup(
    {
      db: deps.db,
      now: deps.clock(),
      perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute,
      perSubjectPerHour: OFFER_LOOKUPS_PER_SUBJECT_PER_HOUR,
    },
    'promo-code',
    clientAddress,
    code.trim().toUpperCase(),
  );
}
