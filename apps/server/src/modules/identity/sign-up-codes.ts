import type { HumanCheckProof, Locale } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { issueCode } from './one-time-codes.ts';
import { sendCode, sendSignUpAttemptNotice } from './send-code.ts';
import { limitSendsOrAskForCheck } from './throttles.ts';

export type SignUpCodeRecipient = {
  /** The pending id of a new email, or the id of the identity that has it. */
  identityId: string;
  emailAddress: string;
  locale: Locale;
  /** The email has an identity: its owner gets "someone tried to sign up" with a sign-in code. */
  owner: boolean;
};

/**
 * The one way a sign-up reaches an inbox (ADR 025): a code under `identityId`, mailed as "finish
 * creating your login" to a new email or as the sign-up-attempt notice to an owner. The send
 * budget of the email applies alike, and past it both ask for the same human check (ADR 024), so
 * neither a spent budget nor its check tells an owner's email from a new one. `alsoWrite` (the
 * pending sign-up) commits with the code and its message or not at all.
 */
export async function mailSignUpCode(
  deps: IdentityDeps,
  to: SignUpCodeRecipient,
  humanCheck: HumanCheckProof | undefined,
  alsoWrite?: (tx: Db, now: Date) => Promise<void>,
): Promise<{ expiresAt: Date; now: Date }> {
  await limitSendsOrAskForCheck(deps, to.emailAddress, humanCheck);
  const now = deps.clock();
  const ttlSeconds = deps.config.identity.otpTtlSeconds;
  const expiresAt = await deps.db.transaction(async (tx) => {
    await alsoWrite?.(tx, now);
    const issued = await issueCode(
      tx,
      {
        identityId: to.identityId,
        purpose: 'SIGN_IN',
        otpOption: 'EMAIL',
        otpContext: 'SIGN_UP',
        ttlSeconds,
      },
      now,
    );
    const message = {
      recipient: to.emailAddress,
      identityId: to.identityId,
      locale: to.locale,
      code: issued.code,
      ttlSeconds,
    };
    if (to.owner) await sendSignUpAttemptNotice(tx, message, now);
    else await sendCode(tx, { ...message, channel: 'EMAIL', context: 'SIGN_UP' }, now);
    return issued.expiresAt;
  });
  return { expiresAt, now };
}
