import { createHmac } from 'node:crypto';
import type { PurchaseResult } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { serverKey } from '../../../platform/auth/server-secrets.ts';
import { careOk } from '../../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import { closedOrderRefusal } from './confirm-order.ts';
import type { FulfilmentResult } from './fulfil-order.ts';
import type { Buyer } from './fulfilment.ts';
import { findOrder, type OrderRow } from './order-store.ts';

const orderIdKey = serverKey('purchase-order-id');

/**
 * A purchase's order id, derived from its idempotency scope and key (a keyed hash, so it says
 * nothing about either). A purchase whose first run died between the charge and the commit is
 * run again by its retry (the claim is taken over): it finds the same order and confirms it with
 * the same gateway key, so the card is charged once. The key is read once per process, not per
 * purchase (two statements each, before).
 */
export async function purchaseOrderId(db: Db, scope: string, key: string, now: Date) {
  const secret = await orderIdKey(db, now);
  const digest = createHmac('sha256', secret).update(`${scope}\n${key}`).digest('hex');
  return `ord_${digest.slice(0, 32)}`;
}

/**
 * Failures of an earlier run that the database caused, not the buyer: SYSTEM, and a transaction
 * that kept losing a race (SERVICE_UNAVAILABLE, ADR 101; its charge was given back).
 */
const REPLACED_FAILURES: ReadonlySet<string> = new Set(['SYSTEM', 'SERVICE_UNAVAILABLE']);

/**
 * What an earlier run of the same purchase left: nothing (create the order with this id), an
 * order still quoted and fresh (confirm it), or one to leave alone: a failure the database
 * caused (REPLACED_FAILURES) or an expired quote is replaced by a new order; a card refusal or a confirmed
 * order answers as before.
 */
export async function priorPurchaseOrder(
  db: Db,
  orderId: string,
  now: Date,
): Promise<{ reuse: OrderRow } | { createWithId: string | undefined }> {
  const prior = await findOrder(db, orderId);
  if (!prior) return { createWithId: orderId };
  if (prior.status === 'quoted' && prior.expiresAt.getTime() > now.getTime()) {
    return { reuse: prior };
  }
  if (prior.status === 'quoted' || REPLACED_FAILURES.has(prior.failureCode ?? ''))
    return { createWithId: undefined };
  throw closedOrderRefusal(prior);
}

export type PurchaseFacts = {
  email: string;
  serviceType: 'streaming' | 'satellite';
  streamingAvailable: boolean;
  campaignId: string | null;
  /** The account has no sign-in yet: the confirmation offers registration. */
  eligibleForRegistration: boolean;
  /** A radio holder is not told the account number (see Buyer). */
  buyer?: Buyer;
};

/** The care API's answer to a purchase (flows §2.1 step 5), in the success envelope. */
export function purchaseAnswer(result: FulfilmentResult, facts: PurchaseFacts): StoredAnswer {
  const handle = result.createdIdentity?.handle;
  const body: PurchaseResult = {
    status: 'SUCCESS',
    orderId: result.orderId,
    accountNumber: facts.buyer === 'radioHolder' ? null : result.accountNumber,
    subscriptionId: result.subscriptionId,
    radioId: result.radioId,
    radioIdLastFour: result.radioId?.slice(-4) ?? null,
    email: facts.email,
    maskedUsername: result.createdIdentity?.maskedHandle ?? null,
    isUserNameSameAsEmail:
      handle !== undefined && handle.toLowerCase() === facts.email.toLowerCase(),
    isOfferStreamingEligible: facts.streamingAvailable,
    isEligibleForRegistration: facts.eligibleForRegistration,
    isRefreshAllowed: facts.serviceType === 'satellite',
    invoiceNumber: result.invoiceNumber,
    amountCharged: result.amountCharged,
    giftCardAmountApplied: result.giftCardApplied,
    campaignId: facts.campaignId,
  };
  return { status: 200, body: careOk(body) };
}

/** The order row's follow-on plan, kept in its customer record. */
export function followOnPlanCodeOf(order: OrderRow): string | undefined {
  const code = (order.customer as { followOnPlanCode?: unknown }).followOnPlanCode;
  return typeof code === 'string' ? code : undefined;
}
