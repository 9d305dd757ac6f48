import {
  type CareFlepzRequest,
  type CareFlepzResult,
  type Country,
  checkFlepz,
  DEFAULT_LOCALE_BY_COUNTRY,
  emailKey,
  FIELD_ERROR_CODES,
  isDialablePhone,
  namesMatch,
  phonesMatch,
} from '@orbit/domain';
import type { SubscriberAccountRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { isZipOfAccount } from './account-details.ts';
import { accountsWithEmail } from './account-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { refuseFields } from './lookup-refusals.ts';
import { limitLookup } from './lookup-throttles.ts';
import { maskedAccountOf } from './masked-account.ts';
import { rememberIdentification } from './remember-identification.ts';

export const FLEPZ_BUCKET = 'customer-flepz';

/**
 * The five rules of the form (the market's), then a phone that can be dialled: a number no one
 * can have is PHONE_INVALID, which the page answers with "call us" rather than "not found".
 */
function checkRequest(request: CareFlepzRequest, country: Country): void {
  const errors = checkFlepz(request, country);
  if (Object.keys(errors).length > 0) throw refuseFields('FLEPZ fields refused', errors);
  if (!isDialablePhone(request.phoneNumber)) {
    throw refuseFields('FLEPZ phone not dialable', {
      phoneNumber: FIELD_ERROR_CODES.PHONE_INVALID,
    });
  }
}

/**
 * The accounts of the host's market whose first name, last name, email, phone and zip all match
 * (flows §1.1, reused by onboarding's `identity/streaming/flepz`), by account number. The form's
 * rules first, then counted per address and per email before the read. One read by email, then
 * the comparison in memory, so "no such email" and "an email whose name does not match" cost the
 * same.
 */
export async function findFlepzAccounts(
  deps: IdentificationDeps,
  input: { request: CareFlepzRequest; country: Country; clientAddress: string; now: Date },
): Promise<SubscriberAccountRow[]> {
  const { request, country } = input;
  checkRequest(request, country);
  const email = emailKey(request.email);
  await limitLookup(
    lookupBudgetOf(deps, input.now, request),
    FLEPZ_BUCKET,
    input.clientAddress,
    email,
  );
  return (await accountsWithEmail(deps.db, email))
    .filter(
      (account) =>
        account.country === country &&
        namesMatch(request.firstName, account.firstName) &&
        namesMatch(request.lastName, account.lastName) &&
        phonesMatch(request.phoneNumber, account.phone) &&
        isZipOfAccount(request.zipCode, account, country),
    )
    .sort((a, b) => a.accountNumber.localeCompare(b.accountNumber));
}

/**
 * `POST /services/identity/customer/flepz` (flows §1.1–1.2): the matching accounts, masked. A
 * match proves last name, phone and zip: the care session's identification is recorded verified
 * (for the first account by number when one person has several). No match: an empty answer, not
 * an error.
 */
export async function lookUpFlepz(
  deps: IdentificationDeps,
  input: {
    request: CareFlepzRequest;
    country: Country;
    session: CareSession;
    clientAddress: string;
  },
): Promise<CareFlepzResult> {
  const { request, country } = input;
  const now = deps.clock();
  const matching = await findFlepzAccounts(deps, {
    request,
    country,
    clientAddress: input.clientAddress,
    now,
  });
  const [first] = matching;
  if (!first) {
    return {
      authenticationType: 'FLEPZ',
      verified: false,
      firstName: null,
      radios: [],
      streaming: [],
      hasActiveSubscription: false,
      accountsFound: 0,
    };
  }
  await rememberIdentification(deps.db, {
    session: input.session,
    account: first,
    method: 'FLEPZ',
    radioId: null,
    now,
    proven: true,
  });
  const account = await maskedAccountOf(deps, {
    accounts: matching,
    session: input.session,
    now,
    locale: request.locale ?? DEFAULT_LOCALE_BY_COUNTRY[country],
    authenticationType: 'FLEPZ',
    verified: true,
  });
  return { ...account, accountsFound: matching.length };
}
