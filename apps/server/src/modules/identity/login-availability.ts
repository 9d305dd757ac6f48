import { type CareUniqueLoginResult, handleKey, handleKindOf } from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { requireWithinLimit } from '../../platform/throttle/require-within-limit.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { isHandleTaken } from './identity-store.ts';

/**
 * Logins one care session may check in an hour: enough to find a free username, too few for a
 * session to walk a list of names (the per-address budget, 30 a minute, counts every lookup of
 * the address; this one counts the session's own, so a script must keep starting sessions,
 * which are limited per address too).
 */
export const USERNAME_CHECKS_PER_SESSION_PER_HOUR = 20;

/**
 * `/services/validate/unique-login` (ADR 025): whether a login may be chosen. A username's
 * availability is answered, since nobody can pick a free name otherwise, within the per-address
 * and per-session budgets. An email is never answered "in use" from the identities table: whether
 * it has an identity is settled by the code a sign-up sends to it, never by a lookup.
 */
export async function loginAvailability(
  deps: IdentityDeps,
  userName: string,
  session: Pick<CareSession, 'id' | 'identityId'>,
): Promise<CareUniqueLoginResult> {
  await requireWithinLimit(
    deps.db,
    {
      bucket: 'username-check-session',
      key: session.id,
      limit: USERNAME_CHECKS_PER_SESSION_PER_HOUR,
      windowSeconds: 3600,
    },
    deps.clock(),
  );
  const kind = handleKindOf(userName);
  if (!kind) return { valid: false, validationErrorKey: 'validation.username.invalid' };
  if (kind === 'email') return { valid: true, validationErrorKey: '' };
  const taken = await isHandleTaken(deps.db, handleKey(userName), session.identityId ?? undefined);
  return taken
    ? { valid: false, validationErrorKey: 'validation.username.inUse' }
    : { valid: true, validationErrorKey: '' };
}
