import type { CareAccess } from '@orbit/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { CareSession } from '../care-session/session-service.ts';
import { AppError } from '../errors/app-error.ts';
import { type AccountAccess, accountAccessOf, type OwnersAccountRead } from './account-access.ts';
import { holdsRole } from './identity-roles.ts';
import { requireCareSession } from './require-care-session.ts';

/** Who a care call's caller is, once its row's access level let it through. */
export type CareCallerOf<A extends CareAccess> = A extends 'open'
  ? Record<string, never>
  : A extends 'care-session'
    ? { session: CareSession }
    : A extends 'signed-in' | 'student-reviewer' | 'operator'
      ? { session: CareSession; identityId: string }
      : { session: CareSession; access: AccountAccess };

export type CareCaller = CareCallerOf<CareAccess>;

/**
 * A care call's access level (ADR 017), checked before its handler: `open` lets anyone through
 * (the handler reads or starts a session itself); every other level needs a live care session
 * (401 SESSION_TIMED_OUT); `signed-in` a login on it (401 UNAUTHENTICATED_CUSTOMER); `identified`
 * and `account-owner` one of the caller's accounts, the one the body or query names
 * (`accountNumber`) or their own, through `accountAccessOf`; `student-reviewer` a login holding
 * that role (403 FORBIDDEN for any other login, ADR 065); `operator` likewise with OPERATOR
 * (ADR 074). `readOwnersAccount` is the route's own read of the owner's account, if it has one
 * (`AccountAccessRule`).
 */
export async function checkCareAccess(
  db: Db,
  request: FastifyRequest,
  level: CareAccess,
  readOwnersAccount?: OwnersAccountRead,
): Promise<CareCaller> {
  if (level === 'open') return {};
  await requireCareSession(request);
  const session = request.careSession;
  if (!session) throw new Error('requireCareSession left no session');
  switch (level) {
    case 'care-session':
      return { session };
    case 'signed-in':
      if (!session.identityId) {
        throw new AppError('UNAUTHENTICATED_CUSTOMER', 'Care session not signed in');
      }
      return { session, identityId: session.identityId };
    case 'student-reviewer':
      if (!session.identityId) {
        throw new AppError('UNAUTHENTICATED_CUSTOMER', 'Care session not signed in');
      }
      if (!(await holdsRole(db, session.identityId, 'STUDENT_REVIEWER'))) {
        throw new AppError('FORBIDDEN', 'Not a student reviewer');
      }
      return { session, identityId: session.identityId };
    case 'operator':
      if (!session.identityId) {
        throw new AppError('UNAUTHENTICATED_CUSTOMER', 'Care session not signed in');
      }
      if (!(await holdsRole(db, session.identityId, 'OPERATOR'))) {
        throw new AppError('FORBIDDEN', 'Not an operator');
      }
      return { session, identityId: session.identityId };
    case 'identified':
    case 'account-owner':
      return {
        session,
        access: await accountAccessOf(db, request, {
          accountNumber: namedAccountNumber(request),
          allowIdentified: level === 'identified',
          readOwnersAccount,
        }),
      };
  }
}

/** The account a request names, in its body or its query; none means the caller's own. */
function namedAccountNumber(request: FastifyRequest): string | undefined {
  for (const input of [request.body, request.query]) {
    const named = (input as { accountNumber?: unknown } | null | undefined)?.accountNumber;
    if (typeof named === 'string') return named;
  }
  return undefined;
}
