import type { CareIdentifiedAccount, IdentificationKind, Locale } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import {
  identificationOf,
  recordIdentification,
} from '../../platform/auth/session-identification.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { maskedAccountOf } from './masked-account.ts';

/**
 * Records on the care session that a lookup found `account`, so later account calls (paying a
 * bill) know whose account it is (account/session-identification). Returns whether the session
 * may see it as verified:
 * - the lookup itself proved last name, phone and zip (`proven`: FLEPZ);
 * - or the session had already verified this same account: looking it up again (another tab,
 *   a reload) must not take that back — whereas finding another account starts over unverified;
 * - or the session is signed in as the account's owner.
 */
export async function rememberIdentification(
  db: Db,
  input: {
    session: CareSession;
    account: SubscriberAccountRow;
    method: IdentificationKind;
    radioId: string | null;
    now: Date;
    proven: boolean;
  },
): Promise<boolean> {
  const { session, account, now } = input;
  const previous = await identificationOf(db, session.id);
  const stillVerified =
    previous?.accountNumber === account.accountNumber && previous.verifiedAt !== null;
  const verified = input.proven || stillVerified;
  await recordIdentification(
    db,
    session.id,
    { accountNumber: account.accountNumber, method: input.method, radioId: input.radioId },
    now,
    verified,
  );
  const owner = session.identityId !== null && account.ownerIdentityId === session.identityId;
  return verified || owner;
}

/**
 * The answer of a lookup that found one account by details that prove nothing more (a radio,
 * RFLZ): the account remembered on the session, and answered masked, verified only where
 * `rememberIdentification` says so.
 */
export async function answerFoundAccount(
  deps: IdentificationDeps,
  input: {
    session: CareSession;
    account: SubscriberAccountRow;
    method: IdentificationKind;
    radioId: string | null;
    now: Date;
    locale: Locale;
  },
): Promise<CareIdentifiedAccount> {
  const { session, account, method, now } = input;
  const verified = await rememberIdentification(deps.db, {
    session,
    account,
    method,
    radioId: input.radioId,
    now,
    proven: false,
  });
  return maskedAccountOf(deps, {
    accounts: [account],
    session,
    now,
    locale: input.locale,
    authenticationType: method,
    verified,
  });
}
