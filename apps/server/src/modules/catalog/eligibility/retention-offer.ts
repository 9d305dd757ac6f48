import {
  billingPeriodMonths,
  type CancelReason,
  type Country,
  type OfferPhase,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { programCodes } from '../../../db/schema/index.ts';
import { currentPhaseOf, type SubscriptionWithPhases } from '../../identification/index.ts';
import type { OfferWithPackage, ServiceType } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { findOffersByPlanCodes, listOffersOfMarket } from '../offer-store.ts';
import { isRenewalOffer, isVehicleDataOffer, RETENTION_CAMPAIGN_ID } from '../plans-to-move-to.ts';

/** A price per some months, compared without dividing (a/m < b/n ⇔ a·n < b·m). */
type Rate = { amountMinor: number; months: number };

const cheaper = (a: Rate, b: Rate) => a.amountMinor * b.months < b.amountMinor * a.months;

/** What a phase costs per billing period; a free phase has no rate. */
function rateOf(phase: OfferPhase): Rate | null {
  if (phase.type === 'Free') return null;
  return {
    amountMinor: phase.price.total.amountMinor,
    months: billingPeriodMonths(phase.billingPeriod),
  };
}

/** What an offer first charges per month: its first paid phase (a trial's follow-on). */
function firstPaidRate(offer: OfferWithPackage): Rate | null {
  for (const phase of offer.phases) {
    const rate = rateOf(phase);
    if (rate) return rate;
  }
  return null;
}

/** What the offer renews at once every promotion has run out. */
function renewalRate(offer: OfferWithPackage): Rate | null {
  const last = offer.phases.at(-1);
  return last ? rateOf(last) : null;
}

/** The subscription a retention offer is looked for: what it is and what it costs. */
export type RetainedSubscription = {
  planCode: string;
  packageId: string;
  serviceType: ServiceType;
  country: Country;
  /** What the customer pays now (the next paid phase's price during a trial). */
  current: Rate;
  /** What it renews at once its promotions end. */
  renewal: Rate;
};

type Phase = SubscriptionWithPhases['phases'][number];
const phaseRate = (phase: Phase): Rate => ({
  amountMinor: phase.priceMinor,
  months: Math.max(phase.termMonths, 1),
});

/**
 * A subscription as the retention rule reads it: its package and what it costs, from the phase
 * running at `now` (or the first paid one after a trial) and its last phase. Null when it has no
 * paid phase to compare an offer with.
 */
export function retainedSubscriptionOf(
  subscription: SubscriptionWithPhases,
  country: Country,
  now: Date,
): RetainedSubscription | null {
  const running = currentPhaseOf(subscription, now);
  const paid = subscription.phases
    .filter((phase) => phase.priceMinor > 0)
    .filter((phase) => !running || phase.position >= running.position);
  const [first] = paid;
  const last = paid.at(-1);
  if (!first || !last) return null;
  return {
    planCode: subscription.planCode,
    packageId: subscription.packageId,
    serviceType: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    country,
    current: phaseRate(first),
    renewal: phaseRate(last),
  };
}

export type RetentionRequest = {
  /** Null when no reason was given (the service API's `offers/save`): the price rule applies. */
  reason: CancelReason | null;
  /** A live program code of the market and service: its offers may be offered too. */
  programCode?: string | undefined;
  now: Date;
};

/**
 * The reasons a price answers. A customer leaving because of the price, or for another service
 * (usually cheaper), may stay for less; one who does not listen enough may stay on a smaller,
 * cheaper package. Missing content, technical problems, no radio or an unexplained reason are
 * not fixed by a price: they get no offer, so the customer is not made to decline one.
 */
const PRICE_REASONS: readonly (CancelReason | null)[] = ['EXPENSIVE', 'OTHER_STREAMING_SVCS', null];
const SMALLER_PACKAGE_REASONS: readonly (CancelReason | null)[] = ['DONT_LISTEN'];

async function programOffers(
  db: Db,
  subscription: RetainedSubscription,
  request: RetentionRequest,
): Promise<OfferWithPackage[]> {
  const code = request.programCode?.trim();
  if (!code) return [];
  const [program] = await db.select().from(programCodes).where(eq(programCodes.code, code));
  const now = request.now.getTime();
  const live =
    program &&
    program.partner === null &&
    program.country === subscription.country &&
    program.serviceType === subscription.serviceType &&
    program.startsAt.getTime() <= now &&
    (program.endsAt === null || now < program.endsAt.getTime());
  if (!live) return [];
  return [...(await findOffersByPlanCodes(db, program.planCodes)).values()];
}

/**
 * The one retention offer for a subscription about to be cancelled, or null when none fits
 * (ADR 029). Candidates: the market's offers of the subscription's service, on sale now, billed
 * by us, open to existing subscribers (retention offers are), other than its own plan, plus the
 * offers of a live program code the customer came with. Each must cost less a month than the
 * customer pays now at first, and renew at no more than the subscription would (a save offer
 * never ends dearer than staying).
 * - Price reasons (EXPENSIVE, OTHER_STREAMING_SVCS, none given): a retention promotion, of the
 *   same package first (nothing given up), else the same package on another term, else the
 *   dearest cheaper package (the least given up); the cheapest first month first within each.
 * - DONT_LISTEN: a smaller package — the cheapest other package of the service.
 * - Any other reason: none.
 * Students: the catalog has no student plans; a program code for one is honoured like any other.
 */
export async function retentionOfferFor(
  db: Db,
  subscription: RetainedSubscription,
  request: RetentionRequest,
): Promise<OfferWithPackage | null> {
  const pricing = PRICE_REASONS.includes(request.reason);
  const smaller = SMALLER_PACKAGE_REASONS.includes(request.reason);
  if (!pricing && !smaller) return null;
  const { current } = subscription;
  const dearer = (a: Rate, b: Rate) => (cheaper(a, b) ? b : a);
  const ceiling = dearer(current, subscription.renewal);
  const market = await listOffersOfMarket(db, {
    country: subscription.country,
    serviceType: subscription.serviceType,
  });
  const pool = [...market, ...(await programOffers(db, subscription, request))];
  const candidates = pool.filter((offer) => {
    const first = firstPaidRate(offer);
    const renewal = renewalRate(offer);
    return (
      offer.planCode !== subscription.planCode &&
      offer.serviceType === subscription.serviceType &&
      offer.billingPlatform === 'Direct' &&
      !offer.newSubscribersOnly &&
      // A vehicle-data plan is added beside the audio plan, never kept instead of it.
      !isVehicleDataOffer(offer) &&
      // A renewal campaign's offers are bought through its renewal code only (ADR 039).
      !isRenewalOffer(offer) &&
      isOfferAvailable(offer, request.now) &&
      first !== null &&
      renewal !== null &&
      cheaper(first, current) &&
      !cheaper(ceiling, renewal)
    );
  });
  const byFirstRate = (a: OfferWithPackage, b: OfferWithPackage) => {
    const [rateA, rateB] = [firstPaidRate(a), firstPaidRate(b)] as [Rate, Rate];
    if (cheaper(rateA, rateB)) return -1;
    return cheaper(rateB, rateA) ? 1 : a.sortOrder - b.sortOrder;
  };
  const isRetention = (offer: OfferWithPackage) =>
    offer.campaignId === RETENTION_CAMPAIGN_ID[subscription.country];
  const isSamePackage = (offer: OfferWithPackage) => offer.packageId === subscription.packageId;
  const otherPackages = candidates.filter((offer) => !isSamePackage(offer)).sort(byFirstRate);
  if (smaller) return otherPackages[0] ?? null;
  const saves = candidates.filter(isRetention).sort(byFirstRate);
  return (
    saves.find(isSamePackage) ??
    saves[0] ??
    candidates
      .filter((offer) => isSamePackage(offer) && !isRetention(offer))
      .sort(byFirstRate)[0] ??
    otherPackages.at(-1) ??
    null
  );
}
