import {
  type CareCustomerInfoRequest,
  type CareCustomerInfoResult,
  type Country,
  handleKey,
  handleKindOf,
  isValidEmailAddress,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriberAccounts, subscriptions } from '../../../db/schema/index.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { cardStillValid } from '../../../platform/payments/sandbox-card-check.ts';
import { isHandleTaken } from '../../identity/index.ts';
import { checkServiceAddressSafely } from './address-check.ts';

/** Whether an account with this email has a streaming subscription running. */
async function hasActiveStreaming(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .innerJoin(
      subscriberAccounts,
      eq(subscriberAccounts.accountNumber, subscriptions.accountNumber),
    )
    .where(
      and(
        eq(subscriberAccounts.emailKey, email.trim().toLowerCase()),
        eq(subscriptions.serviceType, 'streaming'),
        eq(subscriptions.status, 'Active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * `POST /services/validate/customer-info` (flows §2.1 steps 3c and 4): each part asked for is
 * answered. Email: well-formed for the market and, for a streaming purchase, not already an
 * account with streaming running. Username: an email or 6–20 letters and digits no identity
 * uses (`reuseUserName`: the signed-in identity may keep its own). Service address: the
 * rule-based ZIP/postal code check. Card (by token): the gateway issued it, the card has not
 * expired, and whether its BIN is prepaid.
 */
export async function validateCustomerInfo(
  deps: { db: Db; gateway: PaymentGateway },
  request: CareCustomerInfoRequest,
  context: { country: Country; identityId: string | null; now: Date },
): Promise<CareCustomerInfoResult> {
  const result: CareCustomerInfoResult = {};
  if (request.email) {
    const { email, streaming } = request.email;
    const wellFormed = isValidEmailAddress(email, context.country);
    result.emailValidation = {
      valid: wellFormed && !(streaming && (await hasActiveStreaming(deps.db, email))),
    };
  }
  if (request.username) {
    const userName = request.username.userName.trim();
    const own = request.username.reuseUserName ? (context.identityId ?? undefined) : undefined;
    result.usernameValidation = {
      valid:
        handleKindOf(userName) !== undefined &&
        !(await isHandleTaken(deps.db, handleKey(userName), own)),
    };
  }
  if (request.serviceAddress) {
    result.addressValidation = checkServiceAddressSafely(request.serviceAddress);
  }
  if (request.creditCard) {
    const card = await deps.gateway.describeCard(request.creditCard.cardToken);
    result.ccValidation = {
      valid: card !== undefined && cardStillValid(card.expMonth, card.expYear, context.now),
      prePaidBin: card?.prepaid ?? false,
    };
  }
  return result;
}
