import { type Country, type Currency, type Money, money } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { accountLocale, findPaymentMethod, profileOfAccount } from '../../billing/index.ts';
import { packageNamesOf } from '../../identification/index.ts';
import { subscriptionAndAccountOf } from '../subscription-and-account.ts';

/** What every billing notice about one subscription names: whose, which plan, which card. */
export async function noticeFactsOf(db: Db, subscriptionId: string) {
  const row = await subscriptionAndAccountOf(db, subscriptionId);
  if (!row) return null;
  const locale = accountLocale(row.account);
  const planName = (await packageNamesOf(db, [row.subscription.packageId], locale))(
    row.subscription.packageId,
  );
  const profile = await profileOfAccount(db, row.account.accountNumber);
  const card = profile?.defaultPaymentMethodId
    ? await findPaymentMethod(db, profile.defaultPaymentMethodId)
    : undefined;
  return { ...row, locale, planName, card: card ?? null };
}

export type NoticeFacts = NonNullable<Awaited<ReturnType<typeof noticeFactsOf>>>;

/** An amount in the account's currency. */
export function moneyOf(amountMinor: number, currency: string): Money {
  return money(amountMinor, currency as Currency);
}

/** The account's market, for its site's address. */
export const marketOf = (account: { country: string }): Country =>
  account.country === 'ca' ? 'ca' : 'us';
