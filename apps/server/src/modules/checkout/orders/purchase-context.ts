import type { AccountAccess, AccountAccessRule } from '../../../platform/auth/account-access.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';

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
};
