import type { CareTokenEntryRequest, CareTokenEntryResult } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { RadioRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { deviceAnswerOf } from './device-answer.ts';
import { type EntryClaims, isEntryClaims, readEntryToken } from './entry-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { limitLookup } from './lookup-throttles.ts';
import { findRadioById, radiosOfAccount, subscriptionsOfRadio } from './radio-store.ts';
import { isActivePaid } from './subscription-state.ts';

export const TOKEN_ENTRY_BUCKET = 'token-entry';

/** Every link's token is counted against the address's lookup budget before it is even read. */
export async function limitTokenEntry(
  deps: IdentificationDeps,
  clientAddress: string,
  now: Date,
): Promise<void> {
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
    TOKEN_ENTRY_BUCKET,
    clientAddress,
    undefined,
  );
}

/**
 * Every refusal is this one error with no detail: a caller cannot tell a forged token from an
 * expired one or from one naming a radio that is gone, so tokens cannot be used to probe which
 * radios or accounts exist. The reason goes to the log only.
 */
function invalidToken(reason: string): AppError {
  return new AppError('INVALID_TOKEN', `entry token refused: ${reason}`);
}

/**
 * The radio an ACCOUNT link is for: the first one without an active paid subscription (the one
 * there is something to sell to), or, when every radio has one, the first, whose answer then says
 * `hasActiveSubscription: true` so the checkout shows its active-subscription page.
 */
async function radioOfAccount(db: Db, accountNumber: string, now: Date) {
  const radios = await radiosOfAccount(db, accountNumber);
  for (const radio of radios) {
    const history = await subscriptionsOfRadio(db, radio.radioId);
    if (!history.some((subscription) => isActivePaid(subscription, now))) return radio;
  }
  return radios[0];
}

async function radioNamedBy(db: Db, claims: EntryClaims, now: Date): Promise<RadioRow | undefined> {
  if (claims.type === 'ACCOUNT') return radioOfAccount(db, claims.accountNumber, now);
  const radio = await findRadioById(db, claims.radioId);
  // A sales link that also names the account is only good while the radio is still on it.
  if (radio && claims.accountNumber !== undefined && radio.accountNumber !== claims.accountNumber) {
    return undefined;
  }
  return radio;
}

/**
 * `POST /services/identification/token` (flows §1.5, §2.3): a targeted link's token → the radio
 * it names, answered exactly as find-your-radio answers (masked, with a fresh deviceRef for this
 * care session), plus the program code the link was sent with. Counted against the lookup budget
 * of the client address before the token is even read, like find-your-radio.
 */
export async function enterByToken(
  deps: IdentificationDeps,
  input: { request: CareTokenEntryRequest; session: CareSession; clientAddress: string },
): Promise<CareTokenEntryResult> {
  const now = deps.clock();
  await limitTokenEntry(deps, input.clientAddress, now);
  const reading = await readEntryToken(deps.db, input.request.token, now);
  if (!reading.ok) throw invalidToken(reading.fault);
  const { claims } = reading;
  // A streaming prospect token names an email, not a radio: `account/token/streaming` reads it.
  if (!isEntryClaims(claims)) throw invalidToken(`a ${claims.type} token sent as an entry token`);
  // The parameter a token arrived in decides its type: an account link is not a sales link.
  if (claims.type !== input.request.tokenType) {
    throw invalidToken(`a ${claims.type} token sent as ${input.request.tokenType}`);
  }
  const radio = await radioNamedBy(deps.db, claims, now);
  if (!radio) throw invalidToken(`the ${claims.type} token names no radio we know`);
  return {
    ...(await deviceAnswerOf(deps, { radio, session: input.session, now })),
    programCode: claims.programCode ?? null,
  };
}
