import type { Db } from '../../../db/client.ts';
import { billingNotices, type SubscriberAccountRow } from '../../../db/schema/index.ts';
import { accountLocale } from '../../billing/index.ts';
import { type Localized, notifyByEmail } from '../../identity/index.ts';

export type BillingNoticeKind =
  | 'receipt'
  | 'trial-conversion'
  | 'promo-step-up'
  | 'card-expiry'
  | 'consent-request'
  | 'payment-declined'
  | 'suspended';

/**
 * Sends one billing notice to the account's email in its language, at most once per dedupe key:
 * the key is claimed in `billing_notices` in the caller's transaction, with the outbox message,
 * so a job that runs twice (a retry, a second instance, the demo clock run again) sends nothing
 * the second time. Answers whether it was sent now. An account with no email is skipped (and
 * the key kept, so it is not tried again for ever).
 */
export async function sendBillingNotice<P>(
  tx: Db,
  notice: {
    dedupeKey: string;
    kind: BillingNoticeKind;
    account: SubscriberAccountRow;
    template: { name: string; text: Localized<P> };
    /** Or how to make them once the notice is claimed (a one-click link is issued only then). */
    params: P | ((tx: Db) => Promise<P>);
  },
  now: Date,
): Promise<boolean> {
  const { account } = notice;
  const [claimed] = await tx
    .insert(billingNotices)
    .values({
      dedupeKey: notice.dedupeKey,
      kind: notice.kind,
      accountNumber: account.accountNumber,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ dedupeKey: billingNotices.dedupeKey });
  if (!claimed || !account.email) return false;
  await notifyByEmail(
    tx,
    notice.template,
    {
      emailAddress: account.email,
      identityId: account.ownerIdentityId,
      locale: accountLocale(account),
    },
    typeof notice.params === 'function'
      ? await (notice.params as (tx: Db) => Promise<P>)(tx)
      : notice.params,
    now,
  );
  return true;
}
