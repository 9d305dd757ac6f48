import {
  billingPeriodMonths,
  type CareOffersResult,
  type Locale,
  money,
  type Offer,
  type OfferPhase,
  offersForPresentment,
  offerTypeOf,
  type PresentedOffer,
  promoCodeStatusOfFailure,
} from '@orbit/domain';
import {
  type ContentEntry,
  type ContentManagementClient,
  type EligibilityClient,
  linkedEntry,
} from '@orbit/sdk';
import type { Failure } from '../../../shared/errors/index.ts';
import type { SelfPayOffersAsked } from '../checkout-queries.ts';
import type { StreamingErrorPage } from './flow-steps.ts';

/** What the self-pay page needs of the SDK: the eligibility service and the content lookup. */
export interface SelfPayClients {
  eligibility: Pick<EligibilityClient, 'newOffers'>;
  content: Pick<ContentManagementClient, 'entries'>;
}

/** What the eligibility offer leaves out and its content entries say: shown name and fine print. */
interface OfferDetails {
  packageName: string | undefined;
  royaltyFeeApplies: boolean | undefined;
  newSubscribersOnly: boolean | undefined;
}

/**
 * The streaming offers of the site's market from the eligibility service (flows §2.1: the
 * self-pay variant loads offers through the service-layer client), Monthly only when several
 * come back, in the shape the streaming flow's offer step shows. The first is the lead.
 */
export async function loadSelfPayOffers(
  clients: SelfPayClients,
  query: SelfPayOffersAsked,
  signal?: AbortSignal,
): Promise<CareOffersResult> {
  const offers = offersForPresentment(
    await clients.eligibility.newOffers(
      { country: query.country, serviceType: 'streaming', promoCode: query.promoCode },
      { signal },
    ),
  );
  const details = await offerDetails(clients, offers, query.locale, signal);
  const presented = offers.map((offer) => presentedOfferOf(offer, details.get(offer.id)));
  return {
    offers: presented,
    leadPlanCode: presented[0]?.planCode ?? null,
    presentmentTestCell: null,
  };
}

/**
 * Package names in the reader's language and the offers' fine print, from the content lookup.
 * Content is a nicety: without it the offer still shows, under its catalog name.
 */
async function offerDetails(
  clients: SelfPayClients,
  offers: readonly Offer[],
  locale: Locale,
  signal: AbortSignal | undefined,
): Promise<Map<string, OfferDetails>> {
  const details = new Map<string, OfferDetails>();
  if (offers.length === 0) return details;
  try {
    const entries = await clients.content.entries(
      { contentType: 'Offer', offerIds: offers.map((offer) => offer.id), include: 1, locale },
      { signal },
    );
    for (const entry of entries.items) {
      const pack = linkedEntry(entries, entry.fields.package);
      details.set(entry.sys.id, {
        packageName: text(pack, 'name'),
        royaltyFeeApplies: flag(pack, 'royaltyFeeApplies'),
        newSubscribersOnly: flag(entry, 'newSubscribersOnly'),
      });
    }
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  return details;
}

const text = (entry: ContentEntry | undefined, field: string) => {
  const value = entry?.fields[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const flag = (entry: ContentEntry | undefined, field: string) => {
  const value = entry?.fields[field];
  return typeof value === 'boolean' ? value : undefined;
};

function periodMonths(phase: OfferPhase): number {
  try {
    return billingPeriodMonths(phase.billingPeriod);
  } catch {
    // Periods in days or weeks belong to app-store offers, which the Direct call never answers.
    return 1;
  }
}

/** A service offer as the offer step shows it (the care API's presented offer). */
export function presentedOfferOf(offer: Offer, details?: OfferDetails): PresentedOffer {
  const [first] = offer.phases;
  const last = offer.phases.at(-1) ?? first;
  if (!first || !last) throw new Error(`offer ${offer.id} has no phase`);
  const type = offerTypeOf(offer);
  const partner = offer.products.find((product) => product.productType === 'partner');
  return {
    planCode: offer.id,
    packageId: offer.products.find((product) => product.productType === 'main')?.id ?? offer.id,
    packageName: details?.packageName ?? offer.name,
    serviceType: 'streaming',
    type,
    baseTerm: offer.baseTerm,
    phases: offer.phases,
    price: first.type === 'Free' ? money(0, first.price.total.currency) : first.price.total,
    renewalPrice: offer.basePrice,
    renewalTermMonths: periodMonths(last),
    activationFee: null,
    // Without content, say what a US streaming price carries: the royalty fee is American.
    royaltyFeeApplies: details?.royaltyFeeApplies ?? offer.basePrice.currency === 'USD',
    // Trials and promos are for new subscribers in this catalog; the content entry says for sure.
    newSubscribersOnly: details?.newSubscribersOnly ?? type !== 'SelfPay',
    campaignId: offer.campaignId ?? null,
    // The early-termination fee of a deal is not in the service offer; the flow's later
    // offer reloads (care calls) bring it before the review step shows it.
    deal: partner ? { code: partner.id, etfAmount: null, etfTermMonths: null } : null,
    fallbackReason: null,
  };
}

/**
 * Where a failed load sends the visitor: a refused promo code to its page (flows §2.1, entry
 * rule 4: redeemed, expired, else the generic error), anything else to technical issues.
 */
export function selfPayFailurePage(failure: Failure): StreamingErrorPage {
  if (failure.kind !== 'refused') return 'technical-issues';
  const promoField = failure.fieldErrors.find((field) => field.fieldName === 'promoCode');
  if (!promoField) return 'technical-issues';
  const status = promoCodeStatusOfFailure(promoField.errorCode);
  if (status === 'Redeemed' || failure.code === 'OFFER_REDEEMED') {
    return 'promo-code-redeemed-error';
  }
  if (status === 'Expired' || failure.code === 'OFFER_EXPIRED') return 'expired-offer-error';
  return 'generic-error';
}
