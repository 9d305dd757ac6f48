import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import {
  type AccountAccess,
  type AccountAccessRule,
  accountAccessOf,
} from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import type { HeldMoneyLocks } from '../../../platform/money-locks/index.ts';

/** Who places a purchase, on which care session, under which idempotency claim. */
export type PurchaseContext = {
  careSessionId: string;
  /** The identity signed in on the care session, if any. */
  identityId: string | null;
  clientAddress: string;
  /** The claim of this request's idempotency key. */
  claim: IdempotencyClaim;
  /** The request's account gate (`accountAccessOf`), for a purchase that acts on an account. */
  accountAccess(rule: AccountAccessRule): Promise<AccountAccess>;
  /** The purchase's money locks (withPurchaseLocks): its confirm gives them back with its commit. */
  moneyLocks?: HeldMoneyLocks;
};

/** The context of a purchase made by a care route's caller, on its care session and key. */
export function purchaseContextOf(
  db: Db,
  request: FastifyRequest,
  caller: { session: CareSession; claim: IdempotencyClaim },
): PurchaseContext {
  return {
    careSessionId: caller.session.id,
    identityId: caller.session.identityId,
    clientAddress: request.ip,
    claim: caller.claim,
    accountAccess: (rule) => accountAccessOf(db, request, rule),
  };
}
