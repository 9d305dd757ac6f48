import {
  type CareCaptchaFields,
  type CareCustomerOffersRequest,
  type CareOfferInfoRequest,
  type CareOfferInfoResult,
  type CareOffersRequest,
  type CareOffersResult,
  type Country,
  countryFromHost,
  FIELD_ERROR_CODES,
  isCaProvinceCode,
} from '@orbit/domain';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../platform/http/care-routes.ts';
import { WrittenCareAnswer } from '../../platform/http/index.ts';
import { limitLookup, lookupBudgetOf, resolveDeviceRef } from '../identification/index.ts';
import type { CatalogDeps } from './catalog-deps.ts';
import { serviceTypeOf } from './catalog-rows.ts';
import { withCatalogueTimeout } from './catalogue-timeout.ts';
import { localeFor } from './market-locale.ts';
import { type CustomerOffersInput, presentCustomerOffers } from './presentment/customer-offers.ts';
import { customerStandingOf } from './presentment/customer-standing.ts';
import { describeOffers } from './presentment/offer-info.ts';
import {
  type PresentOffersInput,
  presentOffers,
  writtenVisitorOffers,
} from './presentment/present-offers.ts';
import { presentUsedCarOffer } from './presentment/used-car-offers.ts';
import { requireUsablePromoCode } from './promo-code-refusal.ts';
import { resolvePromoCode } from './promo-codes.ts';

/** Canada: prices and taxes follow the province, so it must be one; the US site ignores it. */
function checkProvince(country: Country, province: string | undefined): void {
  if (country !== 'ca' || province === undefined || isCaProvinceCode(province.toUpperCase()))
    return;
  throw new AppError('INVALID_PAYLOAD', `unknown province ${province}`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'province' }],
  });
}

/**
 * The radio an offers/customer call names: typed, or from the find-your-radio handle (which says
 * whether the used-car check passed it on this session).
 */
async function radioOf(
  deps: CatalogDeps,
  careSessionId: string,
  body: CareCustomerOffersRequest,
): Promise<{ radioId: string | undefined; usedCarChecked: boolean }> {
  if (body.deviceRef) {
    const { radioId, usedCarChecked } = await resolveDeviceRef(deps.db, {
      deviceRef: body.deviceRef,
      careSessionId,
      now: deps.clock(),
    });
    return { radioId, usedCarChecked };
  }
  const typed = body.radioId?.trim() ? body.radioId.trim().toUpperCase() : undefined;
  return { radioId: typed, usedCarChecked: false };
}

/** What an offers request asks for, whoever asks (a visitor, or a known customer). */
function offersAskedFor(body: CareOffersRequest, country: Country, now: Date): CustomerOffersInput {
  return {
    country,
    serviceType: serviceTypeOf(body.streaming),
    programCode: body.programCode,
    marketingPromoCode: body.marketingPromoCode,
    redemptionType: body.redemptionType,
    student: body.student,
    now,
    locale: localeFor(country, body.locale),
    retrieveFallbackOffer: body.retrieveFallbackOffer ?? false,
  };
}

/**
 * The offers once the customer is known (`offers/customer`, and its legacy name
 * `offers/customer/add` that add-radio's pick-a-plan sends): by email, radio, deviceRef or
 * subscription, budgeted like the lookups.
 */
export async function customerOffersFor(
  deps: CatalogDeps,
  request: { body: CareCustomerOffersRequest; hostname: string; ip: string },
  session: { id: string; identityId: string | null },
): Promise<CareOffersResult> {
  const body = request.body;
  const country = countryFromHost(request.hostname);
  checkProvince(country, body.province);
  const now = deps.clock();
  const { radioId, usedCarChecked } = await radioOf(deps, session.id, body);
  const subject = body.email?.trim().toLowerCase() || radioId || body.subscriptionId;
  await limitLookup(offerLookupBudgetOf(deps, now, body), 'offers-customer', request.ip, subject);
  if (body.usedCarBrandingType) {
    return withCatalogueTimeout(
      presentUsedCarOffer(deps.db, {
        branding: body.usedCarBrandingType,
        country,
        locale: localeFor(country, body.locale),
        programCode: body.programCode,
        checked: usedCarChecked,
        now,
      }),
    );
  }
  return withCatalogueTimeout(
    presentCustomerOffers(
      deps.db,
      {
        email: body.email,
        radioId,
        subscriptionId: body.subscriptionId,
        identityId: session.identityId,
        now,
      },
      offersAskedFor(body, country, now),
    ),
  );
}

/** What a visitor's offers request asks for, once its province is checked and its promo budgeted. */
async function visitorOffersAsked(
  deps: CatalogDeps,
  request: { body: CareOffersRequest; hostname: string; ip: string },
): Promise<PresentOffersInput> {
  const body = request.body;
  const country = countryFromHost(request.hostname);
  checkProvince(country, body.province);
  // A promo code here is a promo check too: the same budget as promocode/validate.
  if (body.marketingPromoCode?.trim()) {
    await limitPromoChecks(deps, request.ip, body);
  }
  return { ...offersAskedFor(body, country, deps.clock()), hadService: false };
}

/**
 * The offers for a visitor not yet known (`POST /offers`): by program code or promo code. The
 * landings' first screens read them here too (ADR 086), without a promo code.
 */
export async function visitorOffersFor(
  deps: CatalogDeps,
  request: { body: CareOffersRequest; hostname: string; ip: string },
): Promise<CareOffersResult> {
  const asked = await visitorOffersAsked(deps, request);
  return withCatalogueTimeout(presentOffers(deps.db, asked, deps.marketSelections));
}

/**
 * `POST /offers` as its route answers it: without a promo code, the written answer kept with the
 * market's selection until its next moment (ADR 108); a promo code's offer depends on who redeems
 * it, so it is presented each time.
 */
async function visitorOffersAnswerFor(
  deps: CatalogDeps,
  request: { body: CareOffersRequest; hostname: string; ip: string },
  reply: FastifyReply,
): Promise<CareOffersResult | WrittenCareAnswer<CareOffersResult>> {
  const asked = await visitorOffersAsked(deps, request);
  if (asked.marketingPromoCode !== undefined) {
    return withCatalogueTimeout(presentOffers(deps.db, asked));
  }
  return withCatalogueTimeout(
    writtenVisitorOffers(deps.db, asked, deps.marketSelections, (offers) =>
      WrittenCareAnswer.of(reply, offers),
    ),
  );
}

/** What plans are, in the reader's language (`POST /offers/info`); a landing's features too. */
export function offerInfoFor(
  deps: CatalogDeps,
  request: { body: CareOfferInfoRequest; hostname: string },
): Promise<CareOfferInfoResult> {
  const country = countryFromHost(request.hostname);
  checkProvince(country, request.body.province);
  return withCatalogueTimeout(
    describeOffers(deps.db, {
      planCodes: request.body.planCodes.map((plan) => plan.planCode),
      country,
      locale: localeFor(country, request.body.locale),
    }),
  );
}

/** `/services/offers`, `offers/customer`, `offers/info`, `offers/promocode/validate`. */
export function registerCareOfferRoutes(app: App, deps: CatalogDeps): void {
  registerCareRoutes(app, deps, 'catalog', {
    getOffers: (request, reply) => visitorOffersAnswerFor(deps, request, reply),

    getCustomerOffers: (request, _reply, { session }) => customerOffersFor(deps, request, session),

    getOfferInfo: (request) => offerInfoFor(deps, request),

    validatePromoCode: async (request, _reply, { session }) => {
      const { marketingPromoCode, streaming } = request.body;
      if (marketingPromoCode.trim() === '') {
        throw new AppError('INVALID_OFFER_DATA', 'empty promo code', {
          fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'marketingPromoCode' }],
        });
      }
      const now = deps.clock();
      await limitPromoChecks(deps, request.ip, request.body);
      const identityId = session.identityId;
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
      return { status: 'valid' as const, planCode: promo.planCode };
    },
  });
}

/** Offers and promo checks are repeated as a customer moves through checkout: a looser budget. */
const OFFER_LOOKUPS_PER_SUBJECT_PER_HOUR = 30;

/**
 * The lookups' budgets with the catalog's hourly one per subject: past it, a lookup of that email,
 * radio or code needs the request's solved check (428), so a stranger cannot lock a customer out
 * of their offers or their code (ADR 026); the address's budget stays a hard 429.
 */
function offerLookupBudgetOf(deps: CatalogDeps, now: Date, captcha: CareCaptchaFields) {
  return {
    ...lookupBudgetOf(deps, now, captcha),
    perSubjectPerHour: OFFER_LOOKUPS_PER_SUBJECT_PER_HOUR,
  };
}

/**
 * Promo codes are guessable words, and guessing tries many codes: only the address's budget can
 * slow it. A code is not budgeted on its own: a campaign's code is checked by many customers an
 * hour, and a budget per code would let a stranger hold up everyone who has it.
 */
function limitPromoChecks(
  deps: CatalogDeps,
  clientAddress: string,
  captcha: CareCaptchaFields,
): Promise<void> {
  return limitLookup(
    offerLookupBudgetOf(deps, deps.clock(), captcha),
    'promo-code',
    clientAddress,
    undefined,
  );
}
