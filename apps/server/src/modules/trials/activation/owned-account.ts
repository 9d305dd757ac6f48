import type { Db } from '../../../db/client.ts';
import type { SubscriberAccountRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { accountsOwnedBy } from '../../identification/index.ts';

/**
 * An account the signed-in caller owns. Anyone else's, or none by that number, is the same
 * 403 CLAIMING_WITH_UNAUTHORIZED_USER (the answer says nothing of whether it exists), decided
 * before the radio is even read.
 */
export async function requireOwnedAccount(
  db: Db,
  identityId: string,
  accountNumber: string,
): Promise<SubscriberAccountRow> {
  const wanted = accountNumber.replace(/\D/g, '');
  const account = (await accountsOwnedBy(db, identityId)).find(
    (owned) => owned.accountNumber === wanted,
  );
  if (!account) {
    throw new AppError('CLAIMING_WITH_UNAUTHORIZED_USER', `account ${wanted} not the caller's`);
  }
  return account;
}
