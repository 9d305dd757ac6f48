import * as z from 'zod/mini';
import type { COMMERCE_SUBSCRIPTION_STATES } from '../billing/commerce-subscription.ts';
import type { PlanPhase } from '../catalog/plan-phase.ts';
import { isRegionOf } from '../geography/regions.ts';
import type { Country, Locale } from '../locale/locales.ts';
import type { SubscriptionKind } from './cancel-reasons.ts';

/** What a customer may do with a subscription (`account-mgmt/modify-subscription-options`). */
export const SUBSCRIPTION_OPTIONS = [
  'CHANGE_PLAN',
  'CHANGE_TERM',
  'REFRESH_RADIO',
  'DOWNLOAD_MANUAL',
  'REPLACE_RADIO',
  'TRANSFER_SUBSCRIPTION',
  'CANCEL_SUBSCRIPTION',
] as const;
export type SubscriptionOption = (typeof SUBSCRIPTION_OPTIONS)[number];

/**
 * Which rule decided how a cancellation is offered (flows §5.2), recorded for analytics. 1 lets
 * the customer cancel online; 2, 3, 4 and 7 send them to chat or phone; 5 and 6 leave nothing to
 * cancel.
 */
export const CANCEL_RULE_IDS = {
  metRegulatoryRules: 1,
  activatedBeforeDataCutoff: 2,
  addressNotInRegulatoryState: 3,
  noOnlinePurchases: 4,
  noEligibleSubscriptionTypes: 5,
  noUncancelledZeroCostRtpPlans: 6,
  purchasedVeryRecently: 7,
} as const;
export type CancelRuleId = (typeof CANCEL_RULE_IDS)[keyof typeof CANCEL_RULE_IDS];

export const cancelSubscriptionOptionInfoSchema = /* @__PURE__ */ z.object({
  showViewOffer: z.boolean(),
  showTransferRadio: z.boolean(),
  showCancelOnline: z.boolean(),
  showCancelViaChat: z.boolean(),
  triggeredRuleId: z.number().check(z.int(), z.gte(1), z.lte(7)),
});
export type CancelSubscriptionOptionInfo = z.infer<typeof cancelSubscriptionOptionInfoSchema>;

export const modifySubscriptionOptionsSchema = /* @__PURE__ */ z.object({
  options: z.array(z.enum(SUBSCRIPTION_OPTIONS)),
  cancelSubscriptionOptionInfo: cancelSubscriptionOptionInfoSchema,
});
export type ModifySubscriptionOptions = z.infer<typeof modifySubscriptionOptionsSchema>;

/** What the options depend on, as the account and commerce services know it. */
export interface SubscriptionFacts {
  kind: SubscriptionKind;
  /** The customer's language: fr-CA customers always cancel online (flows §5.2). */
  locale: Locale;
  state: (typeof COMMERCE_SUBSCRIPTION_STATES)[number];
  phase: PlanPhase;
  /** Whether any purchase on this subscription was made on the web or in the app. */
  boughtOnline: boolean;
  activatedAt: Date;
  /** When the plan running now was bought. */
  purchasedAt: Date;
  /** The service address's state or province; null when none is on file. */
  serviceRegion: { country: Country; code: string } | null;
  /**
   * For a $0 RTP (dealer-paid) trial subscription, how many of its $0 RTP plans are still
   * uncancelled; null for any other subscription.
   */
  uncancelledZeroCostRtpPlans: number | null;
  /** The account's premium-VIP subscriptions: with more than one, offers are skipped. */
  pvipSubscriptions: number;
  /**
   * A partner (an app store, Roku…) bills it (ADR 077): it is changed and cancelled there, so
   * nothing is offered here.
   */
  billedByPartner?: boolean;
}

export interface SubscriptionOptionsContext {
  now: Date;
  /**
   * Purchases before this date were not recorded with their channel: for a subscription
   * activated earlier, "no online purchase" cannot be told from "no record".
   */
  purchaseChannelDataCutoff: Date;
  /** The A/B-test flag `alwaysCancelOnline`. */
  alwaysCancelOnline?: boolean;
}

/**
 * How long a point-of-sale purchase (dealer, phone) may take to reach our records; until then
 * an online purchase could still be missing from them.
 */
export const RECENT_PURCHASE_HOURS = 72;
const HOUR_MS = 3_600_000;

/**
 * The regulatory rule: a customer can cancel online wherever they could have signed up online.
 * California's automatic-renewal law (Bus. & Prof. Code §17602), New York's (Gen. Bus. Law
 * §527-a) and the other states' click-to-cancel laws require online cancellation for online
 * sign-ups; Quebec's and Ontario's consumer protection acts ask the same of distance
 * contracts. We sell online in every US state, DC, Puerto Rico and every Canadian province and
 * territory, so every region we sell in is a regulatory region, and a customer who bought
 * online cancels online wherever they live. The legacy rules (2, 3, 4, 7) are kept for what is
 * left: a subscription with no service address on file or outside our markets, not bought
 * online.
 */
export function isOnlineCancellationRegion(region: SubscriptionFacts['serviceRegion']): boolean {
  return region !== null && isRegionOf(region.code, region.country);
}

interface CancelDecision {
  offered: boolean;
  online: boolean;
  ruleId: CancelRuleId;
}

function decideCancellation(
  facts: SubscriptionFacts,
  context: SubscriptionOptionsContext,
): CancelDecision {
  const denied = (ruleId: CancelRuleId) => ({ offered: false, online: false, ruleId });
  const online = { offered: true, online: true, ruleId: CANCEL_RULE_IDS.metRegulatoryRules };
  const viaChat = (ruleId: CancelRuleId) => ({ offered: true, online: false, ruleId });

  // Already cancelled (pending or ended): "Keep my subscription" applies, not cancel. A plan a
  // partner bills is cancelled at the partner.
  if (facts.state !== 'active' || facts.billedByPartner) {
    return denied(CANCEL_RULE_IDS.noEligibleSubscriptionTypes);
  }
  if (facts.uncancelledZeroCostRtpPlans === 0) {
    return denied(CANCEL_RULE_IDS.noUncancelledZeroCostRtpPlans);
  }
  if (facts.kind === 'streaming' || facts.locale === 'fr-CA') return online;
  if (facts.boughtOnline) return online;
  if (isOnlineCancellationRegion(facts.serviceRegion)) return online;
  if (facts.activatedAt.getTime() < context.purchaseChannelDataCutoff.getTime()) {
    return viaChat(CANCEL_RULE_IDS.activatedBeforeDataCutoff);
  }
  if (context.now.getTime() - facts.purchasedAt.getTime() < RECENT_PURCHASE_HOURS * HOUR_MS) {
    return viaChat(CANCEL_RULE_IDS.purchasedVeryRecently);
  }
  return viaChat(
    facts.serviceRegion === null
      ? CANCEL_RULE_IDS.noOnlinePurchases
      : CANCEL_RULE_IDS.addressNotInRegulatoryState,
  );
}

/**
 * The options of a subscription and how its cancellation is offered. Chat stays available
 * beside online cancellation, for customers who want to talk: it is offered, never imposed.
 */
export function subscriptionOptionsOf(
  facts: SubscriptionFacts,
  context: SubscriptionOptionsContext,
): ModifySubscriptionOptions {
  const active = facts.state === 'active' && facts.billedByPartner !== true;
  const satellite = facts.kind === 'satellite';
  const cancel = decideCancellation(facts, context);
  const options: SubscriptionOption[] = [];
  if (active) options.push('CHANGE_PLAN');
  // A trial has no billing term yet: its first paid plan is chosen with CHANGE_PLAN.
  if (active && facts.phase !== 'trial') options.push('CHANGE_TERM');
  if (satellite && facts.state !== 'closed') options.push('REFRESH_RADIO');
  if (satellite) options.push('DOWNLOAD_MANUAL');
  // A paid plan moves to another radio with its remaining term (ADR 068); a trial belongs to its
  // car, and a plan being cancelled ends where it is.
  if (satellite && active && facts.phase !== 'trial') {
    options.push('REPLACE_RADIO', 'TRANSFER_SUBSCRIPTION');
  }
  if (cancel.offered) options.push('CANCEL_SUBSCRIPTION');
  return {
    options,
    cancelSubscriptionOptionInfo: {
      showViewOffer: cancel.offered && facts.pvipSubscriptions <= 1,
      showTransferRadio: cancel.offered && satellite,
      showCancelOnline: cancel.offered && (cancel.online || context.alwaysCancelOnline === true),
      showCancelViaChat: cancel.offered,
      triggeredRuleId: cancel.ruleId,
    },
  };
}
