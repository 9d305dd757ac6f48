import {
  type Country,
  CURRENCY_BY_COUNTRY,
  DEFAULT_LOCALE_BY_COUNTRY,
  FIELD_ERROR_CODES,
  isRegionOf,
  type Locale,
  type Money,
  type OrderQuote,
  quoteNewSubscription,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findOffersByPlanCodes, type OfferWithPackage } from '../../catalog/index.ts';
import type { StudentPass } from '../../student/index.ts';
import { quotePlanOf, withFollowOn } from './quote-plan.ts';
import { requireSellableOffer } from './sellable-offer.ts';

export type PricingFieldNames = {
  /** The field naming the plan at `index` (`planCodes.0.planCode`, `plans.0.planCode`). */
  plan?: (index: number) => string;
  followOnPlan?: (index: number) => string;
  state?: string;
  giftCard?: string;
};

export type PriceNewSubscriptionInput = {
  planCodes: readonly string[];
  /** Paid plans following the plan of the same position once its trial or promo ends. */
  followOnPlanCodes?: readonly string[] | undefined;
  /** Where the service is: the country and the state (US) or province (Canada) code. */
  region: { country: Country; state: string };
  giftCardBalance?: Money | undefined;
  /** The offers must be on sale now. */
  now: Date;
  /**
   * When the plans start, if later than now (a paid plan following a running trial): they are
   * priced from then. The radio is already active, so no activation fee: nothing is due today.
   */
  startsAt?: Date | undefined;
  /** Language of the package names in the quote; the market's default otherwise. */
  locale?: Locale | undefined;
  /** Field names for field errors, as the caller's request spells them. */
  fields?: PricingFieldNames | undefined;
  /** The caller's current student verification, which opens student-only plans (ADR 066). */
  studentPass?: StudentPass | undefined;
  /** Offers the caller read already in this request, by plan code: not read again. */
  offersRead?: ReadonlyMap<string, OfferWithPackage> | undefined;
};

const DEFAULT_FIELDS: Required<PricingFieldNames> = {
  plan: (index) => `planCodes.${index}.planCode`,
  followOnPlan: (index) => `followOnPlanCodes.${index}`,
  state: 'serviceAddress.state',
  giftCard: 'giftCards',
};

const invalid = (reason: string, fieldName: string) =>
  new AppError('INVALID_PAYLOAD', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName }],
  });

/**
 * The quotes of a new subscription to catalog offers (flows §2.1 step 4d): each plan code is read
 * from the catalog and must be sellable in the region's market now (requireSellableOffer), then
 * the domain calculator prices it with the region's taxes, the package's royalty fee and the
 * offer's activation fee — from today, or from a later `startsAt` with no activation fee. A state
 * or province not of the market is INVALID_PAYLOAD; a gift card in the other currency
 * GIFT_CARD_COUNTRY_ERROR. Nothing is written.
 */
export async function priceNewSubscription(
  db: Db,
  input: PriceNewSubscriptionInput,
): Promise<OrderQuote> {
  return (await pricedNewSubscription(db, input)).quote;
}

/**
 * `priceNewSubscription`'s quote with the catalog offers it priced, by plan code: an order
 * keeps them rather than reading the catalog again (ADR 089).
 */
export async function pricedNewSubscription(
  db: Db,
  input: PriceNewSubscriptionInput,
): Promise<{ quote: OrderQuote; offers: Map<string, OfferWithPackage> }> {
  const fields = { ...DEFAULT_FIELDS, ...input.fields };
  const { country, state } = input.region;
  if (!isRegionOf(state, country))
    throw invalid(`${state} is not a region of ${country}`, fields.state);
  const locale = input.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country];
  const followOnCodes = input.followOnPlanCodes ?? [];
  if (followOnCodes.length > input.planCodes.length) {
    throw invalid('more follow-on plans than plans', fields.followOnPlan(input.planCodes.length));
  }
  const codes = [...input.planCodes, ...followOnCodes].map((code) => code.trim());
  const offers = new Map(input.offersRead);
  const unread = codes.filter((code) => !offers.has(code));
  for (const [code, offer] of await findOffersByPlanCodes(db, unread)) offers.set(code, offer);
  const sellable = (code: string, fieldName: string) =>
    requireSellableOffer(offers.get(code.trim()), {
      planCode: code,
      country,
      now: input.now,
      fieldName,
      studentPass: input.studentPass,
    });

  const plans = input.planCodes.map((code, index) => {
    const plan = quotePlanOf(sellable(code, fields.plan(index)), locale);
    const followOnCode = followOnCodes[index];
    if (followOnCode === undefined) return plan;
    const followOn = quotePlanOf(sellable(followOnCode, fields.followOnPlan(index)), locale);
    const combined = withFollowOn(plan, followOn);
    if (!combined) {
      throw invalid(`${code} has no trial or promo to follow`, fields.followOnPlan(index));
    }
    return combined;
  });

  const giftCardBalance = input.giftCardBalance;
  if (giftCardBalance && giftCardBalance.currency !== CURRENCY_BY_COUNTRY[country]) {
    throw new AppError('GIFT_CARD_COUNTRY_ERROR', 'gift card of the other market', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: fields.giftCard }],
    });
  }
  const quote = quoteNewSubscription({
    now: input.now,
    startsAt: input.startsAt,
    region: { country, state },
    // A plan following a trial continues a radio that is already activated.
    plans: followsTrial(input) ? plans.map((plan) => ({ ...plan, activationFee: null })) : plans,
    giftCardBalance,
  });
  return { quote, offers };
}

function followsTrial(input: PriceNewSubscriptionInput): boolean {
  return input.startsAt !== undefined && input.startsAt.getTime() > input.now.getTime();
}
