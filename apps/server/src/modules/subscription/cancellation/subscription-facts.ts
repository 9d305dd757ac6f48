import {
  type Locale,
  PARTNER_BILLED_SOURCES,
  type SubscriptionFacts,
  type SubscriptionOptionsContext,
} from '@orbit/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { currentPhaseOf, subscriptionsOfAccounts } from '../../identification/index.ts';
import { serviceStateAt } from './cancellation-state-of.ts';

/**
 * Purchases before this day were not recorded with their channel (the web and app orders of
 * `orders` start here): for a subscription activated earlier, "no online purchase" cannot be
 * told from "no record" (ADR 028, rule 2).
 */
export const PURCHASE_CHANNEL_DATA_CUTOFF = new Date('2019-01-01T00:00:00Z');

/** The premium-VIP package: with more than one on an account, offers are skipped. */
const PVIP_PACKAGE_ID = 'SXM_PLATINUM_AUD_VIP';

/** The $0 dealer-paid (RTP) trial plan type. */
const ZERO_COST_RTP_PLAN_TYPE = 'TRIAL_RTP';

/** Channels of a purchase made online, as a subscription's `source` records them. */
const ONLINE_SOURCES = ['web', 'app', 'online'];

export function optionsContextAt(now: Date): SubscriptionOptionsContext {
  return { now, purchaseChannelDataCutoff: PURCHASE_CHANNEL_DATA_CUTOFF };
}

/**
 * What the options of ADR 028 depend on, from our records: a purchase is online when an order of
 * the web or the app (care or service API) confirmed it, or its source says so; the plan running
 * now was bought when its latest order was confirmed (else when its phase began); the service
 * region is the account's service address; the PVIP count is the account's running PVIP plans.
 */
export async function subscriptionFactsOf(
  db: Db,
  named: Pick<NamedSubscription, 'subscription' | 'account'>,
  now: Date,
): Promise<SubscriptionFacts> {
  const { subscription, account } = named;
  const [latestOrder] = await db
    .select({ confirmedAt: orders.confirmedAt })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.status, 'confirmed')))
    .orderBy(desc(orders.confirmedAt))
    .limit(1);
  const phase = currentPhaseOf(subscription, now) ?? subscription.phases.at(-1);
  const accountSubscriptions = await subscriptionsOfAccounts(db, [account.accountNumber]);
  const state = serviceStateAt(subscription, now);
  const zeroCostRtp = phase?.planType === ZERO_COST_RTP_PLAN_TYPE && phase.priceMinor === 0;
  const region = account.serviceAddress?.state?.trim();
  return {
    kind: subscription.serviceType === 'streaming' ? 'streaming' : 'satellite',
    locale: account.language as Locale,
    state,
    phase: (phase?.phase ?? 'fullPrice') as SubscriptionFacts['phase'],
    boughtOnline: latestOrder !== undefined || ONLINE_SOURCES.includes(subscription.source),
    activatedAt: subscription.startedAt,
    purchasedAt: latestOrder?.confirmedAt ?? phase?.startsAt ?? subscription.startedAt,
    serviceRegion: region
      ? { country: account.country === 'ca' ? 'ca' : 'us', code: region.toUpperCase() }
      : null,
    uncancelledZeroCostRtpPlans: zeroCostRtp ? (state === 'active' ? 1 : 0) : null,
    billedByPartner: PARTNER_BILLED_SOURCES.has(subscription.source),
    pvipSubscriptions: accountSubscriptions.filter(
      (candidate) => candidate.packageId === PVIP_PACKAGE_ID && candidate.status === 'Active',
    ).length,
  };
}
