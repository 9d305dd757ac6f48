import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  billingProfiles,
  paymentMethods,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';

/** Streaming subscriptions that had a trial phase, as a condition on `subscriptions`. */
const streamingWithTrial = and(
  eq(subscriptions.serviceType, 'streaming'),
  sql`exists (select 1 from ${subscriptionPhases} where ${subscriptionPhases.subscriptionId} = ${subscriptions.id} and ${subscriptionPhases.phase} = 'trial')`,
);

/** Whether an account with this email (lower-cased) ever had a streaming trial. */
export async function emailHadStreamingTrial(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      subscriberAccounts,
      eq(subscriberAccounts.accountNumber, subscriptions.accountNumber),
    )
    .where(and(eq(subscriberAccounts.emailKey, email.trim().toLowerCase()), streamingWithTrial))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the card a fingerprint names paid for (was on file for) an account that had a
 * streaming trial: every token the gateway issued for that card is looked for among the kept
 * payment methods. One trial per card, whatever email comes with it.
 */
export async function cardHadStreamingTrial(
  db: Db,
  gateway: PaymentGateway,
  fingerprint: string,
): Promise<boolean> {
  const tokens = await gateway.tokensWithFingerprint(fingerprint);
  if (tokens.length === 0) return false;
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(paymentMethods)
    .innerJoin(billingProfiles, eq(billingProfiles.id, paymentMethods.billingProfileId))
    .innerJoin(subscriptions, eq(subscriptions.accountNumber, billingProfiles.accountNumber))
    .where(and(inArray(paymentMethods.gatewayToken, tokens), streamingWithTrial))
    .limit(1);
  return row !== undefined;
}
