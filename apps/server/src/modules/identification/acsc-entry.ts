import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { limitTokenEntry } from './enter-by-token.ts';
import { readEntryToken } from './entry-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { findAccount } from './radio-store.ts';
import { rememberIdentification } from './remember-identification.ts';

/** The account and trial radio an ACSC link named, recorded on the care session. */
export type AcscEntry = { account: SubscriberAccountRow; trialRadioId: string };

/**
 * An ACSC link's token (flows §8.1; ADR 068) → its account and the trial radio of the new car,
 * counted against the address's lookup budget like every token entry. The link was sent to the
 * account's holder: the session records the account as identified and verified, with the trial
 * radio as the radio it found (so `account/acsc` without a radio id answers for it). Undefined
 * for any bad token (forged, expired, another kind, an account gone): the page's
 * INVALID_ACSC_TOKEN; the reason goes to the log.
 */
export async function enterByAcscToken(
  deps: IdentificationDeps,
  input: { token: string; session: CareSession; clientAddress: string },
  log: { info(details: object, message: string): void },
): Promise<AcscEntry | undefined> {
  const now = deps.clock();
  await limitTokenEntry(deps, input.clientAddress, now);
  const reading = await readEntryToken(deps.db, input.token, now);
  if (!reading.ok || reading.claims.type !== 'ACSC') {
    log.info(
      { fault: reading.ok ? `a ${reading.claims.type} token` : reading.fault },
      'ACSC token refused',
    );
    return undefined;
  }
  const { claims } = reading;
  const account = await findAccount(deps.db, claims.accountNumber);
  if (!account) {
    log.info({ fault: 'account gone' }, 'ACSC token refused');
    return undefined;
  }
  await rememberIdentification(deps.db, {
    session: input.session,
    account,
    method: 'TOKEN_URL',
    radioId: claims.radioId,
    now,
    proven: true,
  });
  return { account, trialRadioId: claims.radioId };
}
