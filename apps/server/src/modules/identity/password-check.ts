import { type HumanCheckProof, handleKey } from '@orbit/domain';
import type { IdentityRow } from '../../db/schema/index.ts';
import { type HumanCheckFields, requireHumanCheck } from '../../platform/human-check/index.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { signInDelayed } from './identity-errors.ts';
import { passwordHashOf } from './identity-store.ts';
import {
  giveBackPairTurn,
  needsHumanCheck,
  pairSubject,
  passwordSubject,
  recordRightPassword,
  recordWrongPassword,
  takePairTurn,
} from './password-attempts.ts';

/** Who tries a password, as far as the guard needs to know. */
export type PasswordAttempt = {
  /** The caller's address (`request.ip`); without one only the handle's counters apply. */
  clientAddress?: string | undefined;
  /** The solved human check the request carries, if any. */
  humanCheck?: Partial<HumanCheckProof> | undefined;
  /** Where the request carries it, for the field errors (the service API's by default). */
  humanCheckFields?: HumanCheckFields;
  /**
   * A signed-in session confirming its own password before a change: only the delays apply,
   * never a human check, so failures made by others cannot stop the owner's changes.
   */
  reconfirming?: true;
};

/**
 * The one place a password is compared (ADR 024). Nothing locks an identity:
 * 1. a (handle, address) pair that just failed waits (1 s, doubling, up to 30 s): 429
 *    SIGN_IN_DELAYED with Retry-After, before any work;
 * 2. after enough failures of the handle from anywhere, or of the address over any handles, the
 *    password is checked only with a solved human check (428 CAPTCHA_REQUIRED, with a fresh one);
 * 3. the right password then always passes and clears the handle's failures.
 * With no identity, or one without a password, a dummy verification spends the same time and the
 * counters move exactly as for an identity (ADR 007).
 * @returns whether the password is right.
 */
export async function checkPasswordOf(
  deps: IdentityDeps,
  identity: IdentityRow | undefined,
  handle: string,
  password: string,
  attempt: PasswordAttempt = {},
): Promise<boolean> {
  const { db, config } = deps;
  const settings = config.identity.passwordGuard;
  const now = deps.clock();
  const subject = passwordSubject(identity?.id, handleKey(handle));
  const { clientAddress } = attempt;
  const pair = clientAddress === undefined ? undefined : pairSubject(subject, clientAddress);
  if (pair) {
    const wait = await takePairTurn(db, pair, now, settings);
    if (wait > 0) throw signInDelayed(wait);
  }
  if (!attempt.reconfirming && (await needsHumanCheck(db, subject, clientAddress, now, settings))) {
    try {
      await requireHumanCheck(
        db,
        attempt.humanCheck,
        now,
        config.humanCheck,
        attempt.humanCheckFields,
      );
    } catch (refusal) {
      if (pair) await giveBackPairTurn(db, pair, now);
      throw refusal;
    }
  }
  const stored = identity ? await passwordHashOf(db, identity.id) : undefined;
  const right = stored
    ? await deps.hasher.verify(stored, password)
    : await deps.hasher.verifyNothing(password);
  if (right) await recordRightPassword(db, subject, pair);
  else await recordWrongPassword(db, { subject, pair, clientAddress }, now);
  return right;
}
