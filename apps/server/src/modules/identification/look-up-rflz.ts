import {
  type CareIdentifiedAccount,
  type CareRflzRequest,
  type Country,
  checkRflz,
  classifyRadioIdOrVin,
  DEFAULT_LOCALE_BY_COUNTRY,
  namesMatch,
} from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { isZipOfAccount } from './account-details.ts';
import { accountsNumbered } from './account-view-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { accountNotFound, refuseFields } from './lookup-refusals.ts';
import { limitLookup } from './lookup-throttles.ts';
import { findRadio } from './radio-store.ts';
import { answerFoundAccount } from './remember-identification.ts';

export const RFLZ_BUCKET = 'customer-rflz';

/**
 * `POST /services/identity/customer/rflz` (flows §1.4): the radio named by its id or VIN, and
 * its account when first name, last name and zip all match it. The box is read first — a
 * malformed id or a VIN whose check digit fails is field error INVALID on `radioIdOrVin` (the
 * used-car check's 3494) with no lookup counted or made. Then one radio read and one account
 * read whatever was found, so every kind of miss answers ACCOUNT_NOT_FOUND alike. RFLZ does not
 * prove the phone: the identification is recorded unverified.
 */
export async function lookUpRflz(
  deps: IdentificationDeps,
  input: {
    request: CareRflzRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareIdentifiedAccount> {
  const { request, country } = input;
  const errors = checkRflz(request, country);
  const identifier = classifyRadioIdOrVin(request.radioIdOrVin);
  if (Object.keys(errors).length > 0 || !identifier || identifier.kind === 'phone') {
    throw refuseFields('RFLZ fields refused', errors);
  }
  const now = deps.clock();
  const subject =
    identifier.kind === 'vin' ? `vin:${identifier.vin}` : `radio:${identifier.radioId}`;
  await limitLookup(lookupBudgetOf(deps, now, request), RFLZ_BUCKET, input.clientAddress, subject);
  const radio = await findRadio(
    deps.db,
    identifier.kind === 'vin'
      ? { kind: 'vin', vin: identifier.vin }
      : { kind: 'radioId', radioId: identifier.radioId },
  );
  const [account] = await accountsNumbered(
    deps.db,
    radio?.accountNumber ? [radio.accountNumber] : [],
  );
  const matches =
    radio !== undefined &&
    account !== undefined &&
    account.country === country &&
    namesMatch(request.firstName, account.firstName) &&
    namesMatch(request.lastName, account.lastName) &&
    isZipOfAccount(request.zipCode, account, country);
  if (!matches || !account || !radio) throw accountNotFound(`RFLZ by ${identifier.kind}`);
  return answerFoundAccount(deps, {
    session: input.session,
    account,
    method: 'RFLZ',
    radioId: radio.radioId,
    now,
    locale: request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country],
  });
}
