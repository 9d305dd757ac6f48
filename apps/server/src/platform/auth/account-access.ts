import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/json-rows.ts';
import { recordsVersionOf } from '../../db/records-version.ts';
import { type SubscriberAccountRow, subscriberAccounts } from '../../db/schema/index.ts';
import { AppError } from '../errors/app-error.ts';
import { identificationOf } from './session-identification.ts';

/**
 * Who may act on an account, and how they came to:
 * - `owner`: the care session is signed in as the account's owner;
 * - `identified`: the session found the account by a lookup and proved last name, phone and
 *   zip (flows §1.2 LPZ), which some calls accept (paying a balance, redeeming a gift card).
 */
export type AccountAccess = {
  account: SubscriberAccountRow;
  via: 'owner' | 'identified';
  /** The signed-in identity, when `via` is owner. */
  identityId: string | null;
  /**
   * The version of the account's records and the catalog's, read with the owner's account
   * (ADR 095): what lets the account read answer from records it kept. Absent when not read.
   */
  recordsVersion?: string;
};

export type AccountAccessRule = {
  /** The account the request names; absent means the caller's own (the first they own). */
  accountNumber?: string | undefined;
  /** Whether a verified identified session is enough (else only the signed-in owner). */
  allowIdentified: boolean;
};

/**
 * The signed-in caller's account, the one named or their first: read by nearly every account
 * call, so built once and prepared per database (ADR 092).
 */
const ownedAccountReadsOf = preparedPerDatabase((db) => {
  const owner = eq(subscriberAccounts.ownerIdentityId, sql.placeholder('identityId'));
  const owned = (name: string, where: SQL | undefined) =>
    db
      .select({
        account: subscriberAccounts,
        recordsVersion: recordsVersionOf(subscriberAccounts.accountNumber),
      })
      .from(subscriberAccounts)
      .where(where)
      .orderBy(asc(subscriberAccounts.accountNumber))
      .limit(1)
      .prepare(name);
  return {
    first: owned('owned_account_first', owner),
    named: owned(
      'owned_account_named',
      and(owner, eq(subscriberAccounts.accountNumber, sql.placeholder('accountNumber'))),
    ),
  };
});

/**
 * The one ownership gate of every account-scoped care call (behind requireCareSession). The
 * account comes from the session, never from the request alone: a named account that is not
 * the caller's answers 404 ACCOUNT_NOT_FOUND, as one that does not exist (nothing leaks), and so
 * does a signed-in caller who owns no account; a caller that is neither signed in nor identified
 * gets 401 UNAUTHENTICATED_CUSTOMER; an
 * identified session that has not proven last name, phone and zip gets 403
 * VERIFICATION_REQUIRED.
 */
export async function accountAccessOf(
  db: Db,
  request: FastifyRequest,
  rule: AccountAccessRule,
): Promise<AccountAccess> {
  const session = request.careSession;
  if (!session) throw new AppError('SESSION_TIMED_OUT', 'No care session on the request');
  const named = rule.accountNumber?.replace(/\D/g, '') || undefined;

  if (session.identityId) {
    // Read with the session when the call is on the owner's first account (ADR 095).
    const prefetched = session.ownersFirstAccount;
    const owned =
      prefetched !== undefined &&
      (!named || prefetched === null || prefetched.account.accountNumber === named)
        ? prefetched
          ? [prefetched]
          : []
        : await ownedAccountReadsOf(db)[named ? 'named' : 'first'].execute({
            identityId: session.identityId,
            accountNumber: named,
          });
    const [row] = owned;
    if (row) {
      const { account, recordsVersion } = row;
      return { account, via: 'owner', identityId: session.identityId, recordsVersion };
    }
    if (named || !rule.allowIdentified) {
      throw new AppError('ACCOUNT_NOT_FOUND', 'Signed-in caller does not own this account');
    }
  }

  if (rule.allowIdentified) {
    const identification = await identificationOf(db, session.id);
    if (identification && (!named || named === identification.accountNumber)) {
      if (!identification.verifiedAt) {
        throw new AppError('VERIFICATION_REQUIRED', 'Identified session not verified');
      }
      const [account] = await db
        .select()
        .from(subscriberAccounts)
        .where(eq(subscriberAccounts.accountNumber, identification.accountNumber));
      if (account) return { account, via: 'identified', identityId: null };
    }
    if (identification && named) {
      throw new AppError('ACCOUNT_NOT_FOUND', 'Identified session names another account');
    }
  }
  if (session.identityId) {
    // Signed in, but no account of theirs (a streaming-only sign-in, a new one): nothing to show.
    throw new AppError('ACCOUNT_NOT_FOUND', 'Signed-in caller owns no account');
  }
  throw new AppError('UNAUTHENTICATED_CUSTOMER', 'Care session neither signed in nor identified');
}
