import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { singleRowOf } from '../../../db/json-rows.ts';
import type {
  PackageUpgradeLinkRow,
  PaymentMethodRow,
  RadioRow,
  SubscriberAccountRow,
} from '../../../db/schema/index.ts';
import { accountsOfJson, accountsOwnedSql } from '../../billing/index.ts';
import {
  type CustomerClues,
  type JoinedOfferJson,
  type OfferWithPackage,
  offerByPlanCodeSql,
  offerOfJson,
  type ServiceType,
  servicesHadOfJson,
  servicesHadSql,
} from '../../catalog/index.ts';
import {
  defaultPaymentMethodsOfJson,
  ownersDefaultPaymentMethodsSql,
  radioWithHistoryOfJson,
  radioWithHistorySql,
} from '../../identification/index.ts';
import { purchasableOf } from './purchase-radio.ts';
import { upgradeLinkOfJson, upgradeLinkSql } from './upgrade-link-redemption.ts';

/** What an add-subscription purchase reads under its locks, asked for in one statement. */
export type PurchaseReads = {
  /** The offer of the plan asked for, if the catalog has it. */
  offer: OfferWithPackage | undefined;
  /** The radio, when a new plan may be sold for it now (refused as purchasableRadio refuses). */
  purchasableRadio(): RadioRow;
  /** The accounts the signed-in buyer owns, oldest first (none for a visitor). */
  accountsOwned: SubscriberAccountRow[];
  /** The default card of each of those accounts, by account number. */
  defaultCards: ReadonlyMap<string, PaymentMethodRow>;
  /** The kinds of service the customer had (refused as servicesHadBy refuses). */
  servicesHad(): ReadonlySet<ServiceType>;
  /** The package upgrade link the care session opened for the radio (upgradeLinkOfOrder). */
  upgradeLink: PackageUpgradeLinkRow | null;
};

/**
 * The offer, the radio with its history, the buyer's accounts with their default cards, the
 * services the customer had and the upgrade link the care session opened for the radio, each a
 * sub-select its own module writes, in ONE statement instead of six (ADRs 116, 118). What can be
 * refused is judged when asked for (`purchasableRadio()`, `servicesHad()`), so the purchase
 * refuses in the order it always has.
 */
export async function purchaseReadsOf(
  db: Db,
  asked: {
    planCode: string | undefined;
    radioId: string | null;
    careSessionId: string;
    clues: CustomerClues;
  },
): Promise<PurchaseReads> {
  const { radioId, clues } = asked;
  const row = await singleRowOf<{
    offer: JoinedOfferJson | null;
    radio: unknown;
    accounts: unknown;
    cards: unknown;
    had: unknown;
    upgrade_link: unknown;
  }>(
    db,
    sql`select ${asked.planCode ? offerByPlanCodeSql(asked.planCode) : sql`null`} as offer,
      ${radioId ? radioWithHistorySql(radioId) : sql`null`} as radio,
      ${clues.identityId ? accountsOwnedSql(clues.identityId) : sql`null`} as accounts,
      ${clues.identityId ? ownersDefaultPaymentMethodsSql(clues.identityId) : sql`null`} as cards,
      ${servicesHadSql(clues)} as had,
      ${radioId ? upgradeLinkSql(asked.careSessionId, radioId) : sql`null`} as upgrade_link`,
  );
  return {
    offer: offerOfJson(row.offer),
    purchasableRadio: () => purchasableOf(radioWithHistoryOfJson(row.radio), clues.now),
    accountsOwned: accountsOfJson(row.accounts),
    defaultCards: defaultPaymentMethodsOfJson(row.cards),
    servicesHad: () => servicesHadOfJson(row.had, clues),
    upgradeLink: upgradeLinkOfJson(row.upgrade_link),
  };
}
