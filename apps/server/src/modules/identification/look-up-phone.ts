import {
  type CareCaptchaFields,
  type CareCustomerPhoneResult,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
} from '@orbit/domain';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { accountsWithPhone } from './account-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { limitLookup } from './lookup-throttles.ts';
import { maskedAccountOf } from './masked-account.ts';

export const PHONE_LOOKUP_BUCKET = 'customer-phone';

/**
 * `identity/customer/phone` (flows §1.1, §8.2): the radios on the accounts of a phone number in
 * the host's market, so the refresh signal's landing can show a phone receiver what the signal
 * will reach. Masked by the one mapper every lookup uses; with an email, only the accounts with
 * it. Counted against the lookup budgets per address and per number (past them, a human check:
 * ADR 026). Nothing is recorded on the care session: knowing a number proves nothing.
 */
export async function lookUpPhone(
  deps: IdentificationDeps,
  input: {
    phone: string;
    email: string | undefined;
    captcha: CareCaptchaFields;
    country: Country;
    clientAddress: string;
    session: CareSession;
  },
): Promise<CareCustomerPhoneResult> {
  const now = deps.clock();
  await limitLookup(
    lookupBudgetOf(deps, now, input.captcha),
    PHONE_LOOKUP_BUCKET,
    input.clientAddress,
    `phone:${input.phone}`,
  );
  const emailKey = input.email?.trim().toLowerCase();
  const accounts = (await accountsWithPhone(deps.db, input.phone)).filter(
    (account) => account.country === input.country && (!emailKey || account.emailKey === emailKey),
  );
  const locale = DEFAULT_LOCALE_BY_COUNTRY[input.country];
  const answered: CareCustomerPhoneResult['accounts'] = [];
  for (const account of accounts) {
    const masked = await maskedAccountOf(deps, {
      accounts: [account],
      session: input.session,
      now,
      locale,
      // Not recorded anywhere: the mapper asks how the account was found, and it was not.
      authenticationType: 'RID',
      verified: false,
    });
    answered.push({ radios: masked.radios, hasActiveSubscription: masked.hasActiveSubscription });
  }
  return { accounts: answered };
}
