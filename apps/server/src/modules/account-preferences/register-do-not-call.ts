import {
  type CareDoNotCallResult,
  type Country,
  DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
  doNotCallHonourBy,
  doNotCallRequestDate,
  formatPhoneNumber,
  type Locale,
} from '@orbit/domain';
import { limitLookup } from '../identification/index.ts';
import type { AccountPreferencesDeps } from './account-preferences-deps.ts';
import {
  type DoNotCallRegistrationRow,
  insertRegistration,
  linkAccount,
  lockNumber,
  pendingRegistration,
} from './do-not-call-store.ts';

export const DO_NOT_CALL_BUCKET = 'do-not-call';

export type DoNotCallInput = {
  /** Ten digits. */
  phone: string;
  country: Country;
  language: Locale;
  /** The signed-in caller's account, or null for an anonymous care session. */
  accountNumber: string | null;
  clientAddress: string;
};

function answerOf(row: DoNotCallRegistrationRow): CareDoNotCallResult {
  return {
    resultCode: 'Success',
    phoneNumber: formatPhoneNumber(row.phone),
    requestedAt: row.requestedAt.toISOString(),
    honourBy: row.honourBy,
  };
}

/**
 * `POST /services/account-mgmt/preferences/donotcall` (flows §8.3): registers the number in the
 * host's market, to be honoured within DO_NOT_CALL_BUSINESS_DAYS business days of the request
 * day (in the market's care-centre time zone, its public holidays skipped). The same number again
 * while its registration is pending answers that registration (no second row); a signed-in
 * caller's account is linked to it if it had none.
 */
export async function registerDoNotCall(
  deps: AccountPreferencesDeps,
  input: DoNotCallInput,
): Promise<CareDoNotCallResult> {
  const now = deps.clock();
  await limitLookup(
    {
      db: deps.db,
      now,
      perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute,
      perSubjectPerHour: DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
    },
    DO_NOT_CALL_BUCKET,
    input.clientAddress,
    `${input.country}:${input.phone}`,
  );
  const today = doNotCallRequestDate(now, input.country);
  const row = await deps.db.transaction(async (tx) => {
    await lockNumber(tx, input.country, input.phone);
    const pending = await pendingRegistration(tx, input.country, input.phone, today);
    if (pending) {
      if (!input.accountNumber || pending.accountNumber) return pending;
      return (await linkAccount(tx, pending.id, input.accountNumber)) ?? pending;
    }
    return insertRegistration(tx, {
      phone: input.phone,
      country: input.country,
      language: input.language,
      accountNumber: input.accountNumber,
      requestedAt: now,
      honourBy: doNotCallHonourBy(today, input.country),
    });
  });
  return answerOf(row);
}
