import {
  type AccountCreditCard,
  type BillingStatus,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  isLocale,
  type Locale,
} from '@orbit/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  entitlementPartners,
  identities,
  partnerEntitlements,
  type RadioRow,
  type SubscriberAccountRow,
} from '../../db/schema/index.ts';
import { billingStatusOf } from '../billing/index.ts';
import {
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../identification/index.ts';
import { cardOnFileOf } from './card-on-file.ts';
import { deviceIdsOf } from './device-ids.ts';
import { offerNamesOf, planNamesOf } from './plan-names.ts';
import { pendingPlanChangeOf, utcDay } from './subscription-terms.ts';
import { trialConsentsOf } from './trial-consents.ts';

/** Everything the account view and its next best actions are worked out from, read at `now`. */
export type AccountFacts = {
  account: SubscriberAccountRow;
  now: Date;
  locale: Locale;
  /** The owner's sign-in handle (username or email), when the account has an owner. */
  ownerHandle: string | null;
  radios: RadioRow[];
  /** Device id by radio id. */
  deviceIds: Map<string, string>;
  subscriptions: SubscriptionWithPhases[];
  /** Plan name by subscription id. */
  planNames: Map<string, string>;
  /** The plan change waiting for the renewal, by subscription id. */
  pendingPlanChanges: Map<string, { planCode: string; planName: string; effectiveOn: string }>;
  /** The partner that bills it (ADR 077), by subscription id: only partner-billed ones. */
  billingPartners: Map<string, string>;
  /** Quebec trials waiting for (or given) the consent to become paid, by subscription id. */
  trialConsents: Map<string, 'asked' | 'given'>;
  /** Streaming sign-in handle by identity id. */
  streamingHandles: Map<string, string>;
  card: AccountCreditCard | null;
  billingStatus: BillingStatus;
};

/** The language the account's texts are in: its own, else its market's default. */
export function localeOfAccount(account: SubscriberAccountRow): Locale {
  return isLocale(account.language)
    ? account.language
    : DEFAULT_LOCALE_BY_COUNTRY[account.country as Country];
}

async function handlesOf(db: Db, identityIds: readonly string[]): Promise<Map<string, string>> {
  if (identityIds.length === 0) return new Map();
  const rows = await db
    .select({ id: identities.id, handle: identities.handle })
    .from(identities)
    .where(inArray(identities.id, [...identityIds]));
  return new Map(rows.map((row) => [row.id, row.handle]));
}

/** The partner name of each subscription a partner's entitlement made (ADR 077). */
async function billingPartnersOf(
  db: Db,
  subscriptions: readonly SubscriptionWithPhases[],
): Promise<Map<string, string>> {
  if (subscriptions.length === 0) return new Map();
  const rows = await db
    .select({
      subscriptionId: partnerEntitlements.subscriptionId,
      partnerName: entitlementPartners.partnerName,
    })
    .from(partnerEntitlements)
    .innerJoin(
      entitlementPartners,
      eq(entitlementPartners.resellerCode, partnerEntitlements.resellerCode),
    )
    .where(
      inArray(
        partnerEntitlements.subscriptionId,
        subscriptions.map((subscription) => subscription.id),
      ),
    );
  return new Map(
    rows.flatMap((row) => (row.subscriptionId ? [[row.subscriptionId, row.partnerName]] : [])),
  );
}

async function pendingPlanChangesOf(
  db: Db,
  subscriptions: readonly SubscriptionWithPhases[],
  now: Date,
  locale: Locale,
): Promise<AccountFacts['pendingPlanChanges']> {
  const pending = subscriptions.flatMap((subscription) => {
    const change = pendingPlanChangeOf(subscription, now);
    return change ? [{ id: subscription.id, ...change }] : [];
  });
  const names = await offerNamesOf(
    db,
    pending.map((change) => change.planCode),
    locale,
  );
  return new Map(
    pending.map((change) => [
      change.id,
      {
        planCode: change.planCode,
        planName: names.get(change.planCode) ?? change.planCode,
        effectiveOn: utcDay(change.effectiveOn),
      },
    ]),
  );
}

export async function loadAccountFacts(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<AccountFacts> {
  const locale = localeOfAccount(account);
  const radios = await radiosOfAccount(db, account.accountNumber);
  const subscriptions = await subscriptionsOfAccounts(db, [account.accountNumber]);
  const streamingIds = subscriptions.flatMap((s) =>
    s.streamingIdentityId ? [s.streamingIdentityId] : [],
  );
  const ownerId = account.ownerIdentityId;
  const handles = await handlesOf(db, [
    ...new Set([...streamingIds, ...(ownerId ? [ownerId] : [])]),
  ]);
  return {
    account,
    now,
    locale,
    ownerHandle: ownerId ? (handles.get(ownerId) ?? null) : null,
    radios,
    deviceIds: await deviceIdsOf(
      db,
      account.accountNumber,
      radios.map((radio) => radio.radioId),
      now,
    ),
    subscriptions,
    planNames: await planNamesOf(db, subscriptions, locale),
    pendingPlanChanges: await pendingPlanChangesOf(db, subscriptions, now, locale),
    billingPartners: await billingPartnersOf(db, subscriptions),
    trialConsents: await trialConsentsOf(db, account, subscriptions, now),
    streamingHandles: handles,
    card: await cardOnFileOf(db, account.accountNumber, now),
    billingStatus: await billingStatusOf(db, account, now),
  };
}
