import { handleKey } from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { accountLocked } from './identity-errors.ts';
import { passwordHashOf } from './identity-store.ts';
import {
  lockoutSubject,
  recordFailedCheck,
  recordSuccessfulCheck,
  secondsLocked,
} from './lockout.ts';

/**
 * The one place a password is compared, under the progressive lockout. With no identity, or an
 * identity without a password, a dummy verification spends the same time and the failure counts
 * against the handle exactly as it would against an identity (ADR 007). While locked nothing is
 * verified, not even the right password.
 * @returns whether the password is right.
 * @throws ACCOUNT_LOCKED (service code `userServices.identity.locked`) while locked.
 */
export async function checkPasswordOf(
  deps: IdentityDeps,
  identity: IdentityRow | undefined,
  handle: string,
  password: string,
): Promise<boolean> {
  const subject = lockoutSubject(identity?.id, handleKey(handle));
  const locked = await secondsLocked(deps.db, subject, deps.clock());
  if (locked > 0) throw accountLocked(locked);
  const stored = identity ? await passwordHashOf(deps.db, identity.id) : undefined;
  const right = stored
    ? await deps.hasher.verify(stored, password)
    : await deps.hasher.verifyNothing(password);
  if (right) await recordSuccessfulCheck(deps.db, subject);
  else await recordFailedCheck(deps.db, subject, deps.clock(), deps.config.identity.lockout);
  return right;
}
