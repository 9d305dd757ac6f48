import {
  type BillingPlatform,
  type Country,
  type EligibilityNewOffersQuery,
  type EligibilityOffersResult,
  type EligibilitySubscriptionOffersQuery,
  FIELD_ERROR_CODES,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  accountsOwnedBy,
  findAccount,
  findSubscription,
  subscriptionsOfAccounts,
  subscriptionsOfStreamingIdentity,
} from '../../identification/index.ts';
import type { OfferWithPackage, ServiceType } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { findOfferByPlanCode, listOffersOfMarket } from '../offer-store.ts';
import { isPlanToMoveTo, RETENTION_CAMPAIGN_ID } from '../plans-to-move-to.ts';
import { resolveForCustomer } from '../presentment/fallback-chain.ts';
import { requireUsablePromoCode } from '../promo-code-refusal.ts';
import { resolvePromoCode } from '../promo-codes.ts';
import { applyOfferFilters } from './offer-filters.ts';
import { retainedSubscriptionOf, retentionOfferFor } from './retention-offer.ts';
import { serviceOfferOf } from './service-offer.ts';

type Caller = { identityId: string | null; now: Date };

const asService = (type: string): ServiceType => (type === 'streaming' ? 'streaming' : 'satellite');

async function promoOffer(
  db: Db,
  input: { code: string; serviceType: ServiceType; country: Country; keys: string[]; now: Date },
): Promise<OfferWithPackage[]> {
  const promo = requireUsablePromoCode(
    await resolvePromoCode(db, {
      code: input.code,
      serviceType: input.serviceType,
      customerKey: input.keys,
      country: input.country,
      now: input.now,
    }),
    'promoCode',
  );
  const offer = await findOfferByPlanCode(db, promo.planCode);
  return offer ? [offer] : [];
}

function answer(offers: readonly OfferWithPackage[]): EligibilityOffersResult {
  return { offers: offers.map(serviceOfferOf) };
}

/**
 * `offers/new`: the market's lead offers for a service (for another billing platform, every
 * offer that platform sells), or a promo code's offer. A signed-in caller whose accounts had the
 * service gets the fallbacks of offers for new subscribers. `stripePaymentMethodId` is accepted
 * and not used: one trial per card is checked when the order is placed.
 */
export async function newOffers(
  db: Db,
  query: EligibilityNewOffersQuery,
  caller: Caller,
): Promise<EligibilityOffersResult> {
  const platform: BillingPlatform = query.billingPlatform ?? 'Direct';
  const accounts = caller.identityId ? await accountsOwnedBy(db, caller.identityId) : [];
  const keys = accounts.map((account) => account.accountNumber);
  const history = [
    ...(await subscriptionsOfAccounts(db, keys)),
    ...(caller.identityId ? await subscriptionsOfStreamingIdentity(db, caller.identityId) : []),
  ];
  const hadService = history.some((subscription) => subscription.serviceType === query.serviceType);
  const candidates = query.promoCode
    ? await promoOffer(db, {
        code: query.promoCode,
        serviceType: query.serviceType,
        country: query.country,
        keys,
        now: caller.now,
      })
    : (
        await listOffersOfMarket(db, {
          country: query.country,
          serviceType: query.serviceType,
          organicOnly: platform === 'Direct',
        })
      ).filter((offer) => isOfferAvailable(offer, caller.now));
  const eligible: OfferWithPackage[] = [];
  for (const candidate of candidates) {
    const resolved = await resolveForCustomer((code) => findOfferByPlanCode(db, code), candidate, {
      hadService,
      wantsFallback: false,
      now: caller.now,
    });
    const offer = resolved?.offer;
    if (!offer || offer.billingPlatform !== platform) continue;
    if (!eligible.some((kept) => kept.planCode === offer.planCode)) eligible.push(offer);
  }
  return answer(applyOfferFilters(eligible, query));
}

/**
 * The caller's own subscription and its market: anonymous callers are FORBIDDEN; a subscription
 * of someone else's account answers SUBSCRIPTION_NOT_FOUND, exactly as one that does not exist.
 */
async function ownSubscription(db: Db, query: EligibilitySubscriptionOffersQuery, caller: Caller) {
  if (!caller.identityId)
    throw new AppError('FORBIDDEN', 'offers for a subscription need a sign-in');
  const subscription = await findSubscription(db, query.subscription);
  const account = subscription ? await findAccount(db, subscription.accountNumber) : undefined;
  if (!subscription || !account || account.ownerIdentityId !== caller.identityId) {
    throw new AppError('SUBSCRIPTION_NOT_FOUND', 'not a subscription of the caller', {
      notFoundResourceType: 'subscription',
    });
  }
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  if (query.country && query.country !== country) {
    throw new AppError('INVALID_PAYLOAD', 'the subscription is of the other market', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'country' }],
    });
  }
  return { subscription, account, country, serviceType: asService(subscription.serviceType) };
}

/**
 * `offers/change`: what the caller's subscription may change to — the market's plans of its
 * service on sale now (isPlanToMoveTo: no trial, nothing for new subscribers only, no
 * vehicle-data add-on), billed on the platform asked for, other than its current plan and not
 * retention offers: those of `offers/customer/change`. A promo code narrows it to its offer.
 */
export async function changeOffers(
  db: Db,
  query: EligibilitySubscriptionOffersQuery,
  caller: Caller,
): Promise<EligibilityOffersResult> {
  const own = await ownSubscription(db, query, caller);
  if (query.promoCode) {
    return answer(
      await promoOffer(db, {
        code: query.promoCode,
        serviceType: own.serviceType,
        country: own.country,
        keys: [own.account.accountNumber],
        now: caller.now,
      }),
    );
  }
  const platform = query.billingPlatform ?? 'Direct';
  const offers = (
    await listOffersOfMarket(db, { country: own.country, serviceType: own.serviceType })
  ).filter(
    (offer) =>
      isOfferAvailable(offer, caller.now) &&
      offer.billingPlatform === platform &&
      isPlanToMoveTo(own.serviceType, offer) &&
      offer.campaignId !== RETENTION_CAMPAIGN_ID[own.country] &&
      offer.planCode !== own.subscription.planCode,
  );
  return answer(applyOfferFilters(offers, query));
}

/**
 * `offers/save`: the retention offer a customer about to cancel may take instead — at most one,
 * chosen by the retention rule for a customer who gave no reason (retentionOfferFor: a cheaper
 * promotion of the same package, else a cheaper term or package), billed on the platform asked
 * for (only ours has retention offers).
 */
export async function saveOffers(
  db: Db,
  query: EligibilitySubscriptionOffersQuery,
  caller: Caller,
): Promise<EligibilityOffersResult> {
  const own = await ownSubscription(db, query, caller);
  if ((query.billingPlatform ?? 'Direct') !== 'Direct') return answer([]);
  const withPhases = (await subscriptionsOfAccounts(db, [own.account.accountNumber])).find(
    (subscription) => subscription.id === own.subscription.id,
  );
  const retained = withPhases && retainedSubscriptionOf(withPhases, own.country, caller.now);
  const offer = retained
    ? await retentionOfferFor(db, retained, { reason: null, now: caller.now })
    : null;
  return answer(applyOfferFilters(offer ? [offer] : [], query));
}

/** `offers/catalog/{offerId}`: one offer by plan code, of the market asked for when one is. */
export async function catalogOffer(
  db: Db,
  input: { offerId: string; country?: Country | undefined },
) {
  const offer = await findOfferByPlanCode(db, input.offerId);
  if (!offer || (input.country && offer.country !== input.country)) {
    throw new AppError('OFFER_NOT_FOUND', `no offer ${input.offerId}`, {
      notFoundResourceType: 'offer',
    });
  }
  return serviceOfferOf(offer);
}
