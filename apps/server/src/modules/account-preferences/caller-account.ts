import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accountAccessOf } from '../../platform/auth/account-access.ts';
import { isAppError } from '../../platform/errors/app-error.ts';

/**
 * The account of a signed-in caller, or null: do not call is open to anyone, and a signed-in
 * owner's registration is simply linked to their account. Not signed in (401) or signed in
 * without an account of their own (404) both mean "anonymous" here.
 */
export async function signedInAccountNumber(
  db: Db,
  request: FastifyRequest,
): Promise<string | null> {
  try {
    const access = await accountAccessOf(db, request, { allowIdentified: false });
    return access.account.accountNumber;
  } catch (error) {
    if (
      isAppError(error) &&
      (error.code === 'UNAUTHENTICATED_CUSTOMER' || error.code === 'ACCOUNT_NOT_FOUND')
    ) {
      return null;
    }
    throw error;
  }
}
