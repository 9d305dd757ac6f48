import type { CareIdentifiedAccount, CareVipLookupRequest, Country, Locale } from '@orbit/domain';
import { DEFAULT_LOCALE_BY_COUNTRY } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { RadioRow, SubscriberAccountRow } from '../../db/schema/index.ts';
import { identificationOf } from '../../platform/auth/session-identification.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findSubscription } from './account-store.ts';
import { limitTokenEntry } from './enter-by-token.ts';
import { readEntryToken } from './entry-token.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookUpNonPii } from './look-up-non-pii.ts';
import { accountNotFound } from './lookup-refusals.ts';
import { maskedAccountOf } from './masked-account.ts';
import { findAccount, findRadioById } from './radio-store.ts';
import { rememberIdentification } from './remember-identification.ts';

/** The account and first radio a Platinum VIP entry found, recorded on the care session. */
export type VipEntry = {
  account: SubscriberAccountRow;
  radio: RadioRow;
  programCode: string | null;
  /** The account as the lookup answers it, masked. */
  masked: CareIdentifiedAccount;
};

/** One refusal for every bad token, as `identification/token` (nothing to probe with). */
const invalidToken = (reason: string) =>
  new AppError('INVALID_TOKEN', `Platinum VIP token refused: ${reason}`);

/**
 * An UPGRADE_VIP link's token (flows §4.5; ADR 044) → its radio and account, counted against the
 * address's lookup budget like every token entry. The link was sent to the account's holder: the
 * session records the account as identified and verified (as a targeted link's token does for
 * the plan change), so the order may follow without LPZ. A radio no longer on the account the
 * link named refuses the token.
 */
export async function enterByVipToken(
  deps: IdentificationDeps,
  input: { token: string; session: CareSession; clientAddress: string; locale?: Locale },
): Promise<VipEntry> {
  const now = deps.clock();
  await limitTokenEntry(deps, input.clientAddress, now);
  const reading = await readEntryToken(deps.db, input.token, now);
  if (!reading.ok) throw invalidToken(reading.fault);
  const { claims } = reading;
  if (claims.type !== 'UPGRADE_VIP') throw invalidToken(`a ${claims.type} token`);
  const radio = await findRadioById(deps.db, claims.radioId);
  if (radio?.accountNumber !== claims.accountNumber) throw invalidToken('radio left the account');
  const account = await findAccount(deps.db, claims.accountNumber);
  if (!account) throw invalidToken('account gone');
  await rememberIdentification(deps.db, {
    session: input.session,
    account,
    method: 'TOKEN_URL',
    radioId: radio.radioId,
    now,
    proven: true,
  });
  const masked = await maskedAccountOf(deps, {
    accounts: [account],
    session: input.session,
    now,
    locale: input.locale ?? (account.language as Locale),
    authenticationType: 'TOKEN_URL',
    verified: true,
  });
  return { account, radio, programCode: claims.programCode ?? null, masked };
}

/**
 * The organic Platinum VIP lookup (flows §4.5 `flepz`): the radio by its id (or the radio of a
 * subscription, by the subscription's id) with the account number or last name, answered by
 * `account/non-pii` itself — its budgets, its human check and its one refusal
 * (ACCOUNT_NOT_FOUND) — which records the account on the session unverified.
 */
export async function lookUpVipAccount(
  deps: IdentificationDeps,
  input: {
    request: CareVipLookupRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<VipEntry> {
  const { request } = input;
  const radioId = request.radioId || (await radioOfSubscription(deps.db, request.subscriptionId));
  const masked = await lookUpNonPii(deps, {
    request: {
      radioId,
      accountNumber: request.accountNumber,
      lastName: request.lastName,
      captchaAnswer: request.captchaAnswer,
      captchaToken: request.captchaToken,
      locale: DEFAULT_LOCALE_BY_COUNTRY[input.country],
    },
    country: input.country,
    session: input.session,
    clientAddress: input.clientAddress,
  });
  const identification = await identificationOf(deps.db, input.session.id);
  const account = identification && (await findAccount(deps.db, identification.accountNumber));
  const radio = identification?.radioId
    ? await findRadioById(deps.db, identification.radioId)
    : undefined;
  if (!account || !radio) throw accountNotFound('a VIP lookup names no radio of the account');
  return { account, radio, programCode: request.programCode ?? null, masked };
}

/** The radio of a subscription named by id; a subscription without one names nothing. */
async function radioOfSubscription(db: Db, subscriptionId: string | undefined) {
  if (!subscriptionId) return undefined;
  const subscription = await findSubscription(db, subscriptionId);
  // An unknown id names no radio: the lookup then answers ACCOUNT_NOT_FOUND like any miss.
  return subscription?.radioId ?? '';
}
