import {
  type CareIdentifiedAccount,
  type CareNonPiiRequest,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  namesMatch,
} from '@orbit/domain';
import type { RadioRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { accountsNumbered, radiosEndingWith } from './account-view-store.ts';
import { resolveDeviceRef } from './device-ref.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { accountNotFound } from './lookup-refusals.ts';
import { limitLookup } from './lookup-throttles.ts';
import { type NonPiiQuery, nonPiiQueryOf, nonPiiSubjectOf } from './non-pii-query.ts';
import { findRadio, findRadioById } from './radio-store.ts';
import { answerFoundAccount } from './remember-identification.ts';

export const NON_PII_BUCKET = 'account-non-pii';

/** The radios the request names: one, several by their last four, or none. */
async function radiosNamedBy(
  deps: IdentificationDeps,
  query: NonPiiQuery,
  session: CareSession,
  now: Date,
): Promise<RadioRow[]> {
  const { radio } = query;
  const one = (row: RadioRow | undefined) => (row ? [row] : []);
  switch (radio.kind) {
    case 'radioId':
      return one(await findRadioById(deps.db, radio.radioId));
    case 'vin':
      return one(await findRadio(deps.db, radio));
    case 'lastFour':
      return radiosEndingWith(deps.db, radio.lastFour);
    case 'deviceRef': {
      // Another session's, expired or forged: the same "not found" as an unknown radio.
      const resolved = await resolveDeviceRef(deps.db, {
        deviceRef: radio.deviceRef,
        careSessionId: session.id,
        now,
      }).catch(() => undefined);
      return resolved ? one(await findRadioById(deps.db, resolved.radioId)) : [];
    }
    case 'none':
      return [];
  }
}

/**
 * `POST /services/account/non-pii` (flows §1.1–1.2, §1.5): checks the request (no database),
 * counts it against the address and identifier budgets, finds the one account of the host's
 * market that the radio and the account number or last name agree on, records it on the care
 * session (unverified unless it already was), and answers it masked. Anything that does not
 * add up to exactly one account is ACCOUNT_NOT_FOUND, always the same answer.
 */
export async function lookUpNonPii(
  deps: IdentificationDeps,
  input: {
    request: CareNonPiiRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareIdentifiedAccount> {
  const query = nonPiiQueryOf(input.request, input.country);
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, input.request),
    NON_PII_BUCKET,
    input.clientAddress,
    nonPiiSubjectOf(query),
  );
  const radios = await radiosNamedBy(deps, query, input.session, now);
  const accountNumbers =
    query.radio.kind === 'none'
      ? [query.accountNumber ?? '']
      : radios.flatMap((radio) => (radio.accountNumber ? [radio.accountNumber] : []));
  const matching = (await accountsNumbered(deps.db, accountNumbers)).filter(
    (account) =>
      account.country === input.country &&
      (query.accountNumber === undefined || account.accountNumber === query.accountNumber) &&
      (query.lastName === undefined || namesMatch(query.lastName, account.lastName)),
  );
  const [account] = matching;
  if (!account || matching.length > 1) {
    throw accountNotFound(`${matching.length} accounts for a ${query.radio.kind} lookup`);
  }
  const radio = radios.find((candidate) => candidate.accountNumber === account.accountNumber);
  return answerFoundAccount(deps, {
    session: input.session,
    account,
    method: query.authenticationType,
    radioId: radio?.radioId ?? null,
    now,
    locale: input.request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[input.country],
  });
}
