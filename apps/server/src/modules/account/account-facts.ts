import {
  type AccountCreditCard,
  type BillingStatus,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  isLocale,
  type Locale,
} from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { RadioRow, SubscriberAccountRow } from '../../db/schema/index.ts';
import { billingStatusFrom } from '../billing/index.ts';
import type { SubscriptionWithPhases } from '../identification/index.ts';
import { type AccountRecords, accountRecordsOf } from './account-records.ts';
import { cardOnFileOf } from './card-on-file.ts';
import { keptDeviceIdsOf } from './device-ids.ts';
import { offerNameOf, planNamesOf } from './plan-names.ts';
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

/** The plan change waiting for the renewal of each subscription that has one. */
function pendingPlanChangesOf(
  records: AccountRecords,
  now: Date,
  locale: Locale,
): AccountFacts['pendingPlanChanges'] {
  return new Map(
    records.subscriptions.flatMap((subscription) => {
      const change = pendingPlanChangeOf(subscription, now);
      if (!change) return [];
      const planName = offerNameOf(records.offers, change.planCode, locale) ?? change.planCode;
      return [
        [
          subscription.id,
          { planCode: change.planCode, planName, effectiveOn: utcDay(change.effectiveOn) },
        ],
      ];
    }),
  );
}

/**
 * The account's facts at `now`, its rows read in one statement (`accountRecordsOf`), or none when
 * they are kept at the `recordsVersion` read with the account (ADR 095).
 */
export async function loadAccountFacts(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
  recordsVersion?: string,
): Promise<AccountFacts> {
  return accountFactsOf(db, account, await accountRecordsOf(db, account, recordsVersion), now);
}

/** The account's facts at `now`, from its records already read (`accountRecordsOf`). */
export async function accountFactsOf(
  db: Db,
  account: SubscriberAccountRow,
  records: AccountRecords,
  now: Date,
): Promise<AccountFacts> {
  const locale = localeOfAccount(account);
  const { radios, subscriptions, handles } = records;
  const ownerId = account.ownerIdentityId;
  return {
    account,
    now,
    locale,
    ownerHandle: ownerId ? (handles.get(ownerId) ?? null) : null,
    radios,
    deviceIds: await keptDeviceIdsOf(db, account.accountNumber, records, now),
    subscriptions,
    planNames: planNamesOf(subscriptions, records.offers, records.packages, locale),
    pendingPlanChanges: pendingPlanChangesOf(records, now, locale),
    billingPartners: records.billingPartners,
    trialConsents: trialConsentsOf(account, subscriptions, records.consentedSubscriptionIds, now),
    streamingHandles: handles,
    card: cardOnFileOf(records.defaultCard, now),
    billingStatus: billingStatusFrom(account, records.billing, now),
  };
}
