import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type StudentVerificationRow, studentVerifications } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { accountsOwnedBy, rememberIdentification } from '../identification/index.ts';

/**
 * The re-verify link acts for its own student without a sign-in (flows §6, ADR 067): once the
 * link's verification is renewed on this care session, the session is identified and verified
 * as the account the link's student owns — the account whose streaming plan the reminder was
 * about — as the other emailed links (ACSC, VIP) identify theirs. Nothing for a verification
 * made without a login (there is no account to act on: the student signs in, as before).
 */
export async function identifyByReverifyLink(
  db: Db,
  input: { session: CareSession; earlier: StudentVerificationRow; now: Date },
): Promise<void> {
  const { earlier } = input;
  if (!earlier.identityId) return;
  const [account] = await accountsOwnedBy(db, earlier.identityId);
  if (!account) return;
  await rememberIdentification(db, {
    session: input.session,
    account,
    method: 'TOKEN_URL',
    radioId: null,
    now: input.now,
    proven: true,
  });
}

/**
 * Whether `verificationId` renewed, on this care session, a re-verify link of the login that
 * owns the account: the link's grant to switch that account's plan on its card on file (the
 * rollover, offer-to-offer) without a sign-in. Any other account — another student's, one the
 * session found some other way — gets no such grant (BOLA).
 */
export async function isRenewedByOwnersLink(
  db: Db,
  input: {
    verificationId: string | undefined;
    careSessionId: string;
    ownerIdentityId: string | null;
  },
): Promise<boolean> {
  const { verificationId, ownerIdentityId } = input;
  if (!verificationId || !ownerIdentityId) return false;
  const [renewal] = await db
    .select({ careSessionId: studentVerifications.careSessionId })
    .from(studentVerifications)
    .where(eq(studentVerifications.id, verificationId))
    .limit(1);
  if (renewal?.careSessionId !== input.careSessionId) return false;
  const [link] = await db
    .select({ id: studentVerifications.id })
    .from(studentVerifications)
    .where(
      and(
        eq(studentVerifications.reverifiedById, verificationId),
        eq(studentVerifications.identityId, ownerIdentityId),
      ),
    )
    .limit(1);
  return link !== undefined;
}
