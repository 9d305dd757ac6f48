import {
  type CareCaptchaFields,
  type CareDoNotCallResult,
  type Country,
  DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR,
  doNotCallHonourBy,
  doNotCallRequestDate,
  formatPhoneNumber,
  type Locale,
} from '@orbit/domain';
import { humanCheckDemandOf } from '../../platform/throttle/human-check-beyond-limit.ts';
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
  /** The request's proof of a solved human check (`answer`, `token`), once one was asked for. */
  captcha: CareCaptchaFields;
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
 *
 * When a human check is asked for (flows §8.3 "captcha only when the service returns one"):
 * past DO_NOT_CALL_REQUESTS_PER_NUMBER_PER_HOUR requests for the number, or
 * DO_NOT_CALL_REQUESTS_PER_IP_PER_HOUR (default DO_NOT_CALL_REQUESTS_PER_ADDRESS_BEFORE_CHECK)
 * from the address, within the hour. Not for
 * every anonymous caller: most requests are anonymous and honest, and a check on each would
 * put off the people the form exists for. Never a refusal past those budgets, which a stranger
 * could spend to stop a number's owner; only the per-minute budget of an address refuses (429).
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
      perAddressPerHourBeforeCheck: deps.config.rateLimits.doNotCallRequestsPerAddressPerHour,
      // The spec names this form's proof `answer` and `token` (flows §8.3).
      humanCheck: humanCheckDemandOf(deps.config, input.captcha, {
        token: 'token',
        answer: 'answer',
      }),
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
