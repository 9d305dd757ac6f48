import {
  type CareOnboardingMatches,
  type CareOnboardingTokenRequest,
  type CareStreamingDeviceRequest,
  type CareStreamingFlepzRequest,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  type Locale,
} from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  deviceQueryOf,
  findAccount,
  findFlepzAccounts,
  findRadio,
  limitLookup,
  lookupBudgetOf,
  readEntryToken,
  rememberIdentification,
  subjectOf,
} from '../identification/index.ts';
import { answerOnboardingMatches } from './match-answer.ts';
import type { OnboardingDeps } from './onboarding-deps.ts';

export const STREAMING_DEVICE_BUCKET = 'streaming-device-lookup';
export const ONBOARDING_TOKEN_BUCKET = 'onboarding-token';

type LookupInput<R> = {
  request: R;
  country: Country;
  session: CareSession;
  clientAddress: string;
};

const localeOf = (request: { locale?: Locale | undefined }, country: Country) =>
  request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country];

/**
 * `identity/streaming/flepz` (flows §8.5 find account): the customer FLEPZ match, with its
 * field rules and lookup budget, answered as onboarding matches. A match proves last name, phone
 * and zip, so the session's identification is recorded verified, as `identity/customer/flepz`
 * records it.
 */
export async function lookUpStreamingFlepz(
  deps: OnboardingDeps,
  input: LookupInput<CareStreamingFlepzRequest>,
): Promise<CareOnboardingMatches> {
  const now = deps.clock();
  const accounts = await findFlepzAccounts(deps, { ...input, now });
  const [first] = accounts;
  if (first) {
    await rememberIdentification(deps.db, {
      session: input.session,
      account: first,
      method: 'FLEPZ',
      radioId: null,
      now,
      proven: true,
    });
  }
  return answerOnboardingMatches(deps.db, {
    accounts,
    session: input.session,
    method: 'FLEPZ',
    locale: localeOf(input.request, input.country),
    now,
  });
}

/**
 * `identity/streaming/device`: the find-account page's radio id, VIN and plate tabs. The box
 * rules of find-your-radio, the same budgets, then the radio's account in the host's market. An
 * unknown radio (or one on no account) is no match, not an error. The identification is recorded
 * unverified, so `authenticate/verify-pii-data` can prove it before credential setup.
 */
export async function lookUpStreamingDevice(
  deps: OnboardingDeps,
  input: LookupInput<CareStreamingDeviceRequest>,
): Promise<CareOnboardingMatches> {
  const { request } = input;
  const query = deviceQueryOf(
    {
      radioId: request.radioId,
      vin: request.vin,
      licensePlate: request.licensePlate,
      state: request.state,
      consent: request.consent,
    },
    input.country,
  );
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, request),
    STREAMING_DEVICE_BUCKET,
    input.clientAddress,
    subjectOf(query),
  );
  const radio = await findRadio(deps.db, query);
  const account = radio?.accountNumber
    ? await findAccount(deps.db, radio.accountNumber)
    : undefined;
  const found = account && account.country === input.country ? [account] : [];
  if (account && radio && found.length > 0) {
    await rememberIdentification(deps.db, {
      session: input.session,
      account,
      method: query.kind === 'radioId' ? 'RID' : query.kind === 'vin' ? 'VIN' : 'LPL',
      radioId: radio.radioId,
      now,
      proven: false,
    });
  }
  return answerOnboardingMatches(deps.db, {
    accounts: found,
    session: input.session,
    method: 'DEVICE',
    locale: localeOf(request, input.country),
    now,
    // Only the radio asked about: the account's other radios were not named by the caller.
    ...(radio ? { radioId: radio.radioId } : {}),
  });
}

/**
 * `account/token/onboarding` (the `tkn-lookup` link): an ONBOARDING entry token, emailed to the
 * account's address, names the account; holding it proves the account as FLEPZ does. Any
 * refusal (malformed, tampered, expired, another kind) is INVALID_TOKEN with no detail.
 */
export async function lookUpOnboardingToken(
  deps: OnboardingDeps,
  input: LookupInput<CareOnboardingTokenRequest>,
): Promise<CareOnboardingMatches> {
  const now = deps.clock();
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
    ONBOARDING_TOKEN_BUCKET,
    input.clientAddress,
    undefined,
  );
  const reading = await readEntryToken(deps.db, input.request.token, now);
  if (!reading.ok)
    throw new AppError('INVALID_TOKEN', `onboarding token refused: ${reading.fault}`);
  const { claims } = reading;
  if (claims.type !== 'ONBOARDING') {
    throw new AppError('INVALID_TOKEN', `a ${claims.type} token sent as an onboarding token`);
  }
  const account = await findAccount(deps.db, claims.accountNumber);
  if (!account || account.country !== input.country) {
    throw new AppError('INVALID_TOKEN', 'onboarding token of no account of this market');
  }
  await rememberIdentification(deps.db, {
    session: input.session,
    account,
    method: 'TOKEN_URL',
    radioId: null,
    now,
    proven: true,
  });
  return answerOnboardingMatches(deps.db, {
    accounts: [account],
    session: input.session,
    method: 'TOKEN',
    locale: localeOf(input.request, input.country),
    now,
  });
}
