import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/json-rows.ts';
import { createKeptAtRecordsVersion, deepFrozen } from '../../db/kept-at-records-version.ts';
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
  /**
   * How the route reads the owner's account when the row kept at its version is out of date:
   * with what the route reads next, in one statement (the account read: with its records).
   * Absent: the gate's own read of the row.
   */
  readOwnersAccount?: OwnersAccountRead | undefined;
};

/** The owner's account and its records' version, as of one statement. */
export type OwnedAccount = { account: SubscriberAccountRow; recordsVersion: string };

/** A route's read of the caller's own account (`AccountAccessRule.readOwnersAccount`). */
export type OwnersAccountRead = (
  db: Db,
  accountNumber: string,
  identityId: string,
) => Promise<OwnedAccount | undefined>;

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

/** The owners' account rows this server read, kept at their records' version (ADR 098). */
const keptOwnersAccountsOf = preparedPerDatabase(() =>
  createKeptAtRecordsVersion<SubscriberAccountRow>(),
);

/**
 * The signed-in caller's account, the one named or their first. A call on the first account
 * the session's statement found (ADR 095) is answered from the row kept at the version that
 * statement read, without a statement while nothing on the account changed; otherwise the row
 * is read with its version, and kept at that version.
 */
async function ownedAccountOf(
  db: Db,
  session: NonNullable<FastifyRequest['careSession']>,
  identityId: string,
  named: string | undefined,
  readOwnersAccount: OwnersAccountRead | undefined,
): Promise<OwnedAccount | undefined> {
  const first = session.ownersFirstAccount;
  const kept = keptOwnersAccountsOf(db);
  const onFirst =
    first !== undefined && (!named || first === null || first.accountNumber === named);
  if (onFirst && first === null) return undefined;
  if (onFirst && first) {
    const account = kept.find(first.accountNumber, first.recordsVersion, identityId);
    // A copy: a caller that set a field on the row would set it for every later call.
    if (account) return { account: { ...account }, recordsVersion: first.recordsVersion };
  }
  const accountNumber = named ?? first?.accountNumber;
  const owned =
    onFirst && first && readOwnersAccount
      ? await readOwnersAccount(db, first.accountNumber, identityId)
      : (
          await ownedAccountReadsOf(db)[accountNumber ? 'named' : 'first'].execute({
            identityId,
            accountNumber,
          })
        )[0];
  if (!owned) return undefined;
  const { account, recordsVersion } = owned;
  kept.keep(account.accountNumber, {
    version: recordsVersion,
    ownerIdentityId: identityId,
    value: deepFrozen({ ...account }),
  });
  return { account, recordsVersion };
}

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
    const owned = await ownedAccountOf(
      db,
      session,
      session.identityId,
      named,
      rule.readOwnersAccount,
    );
    if (owned) {
      const { account, recordsVersion } = owned;
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
