import type { Locale } from '@orbit/domain';
import type { AccountAccess } from '../../../platform/auth/account-access.ts';
import type { CareSession } from '../../../platform/care-session/session-service.ts';
import { movablePlanOf, planMoveStatementOf } from './plan-move-quote.ts';
import type { TransferDeps } from './transfer-deps.ts';
import type { TrialRadio } from './transfer-radios.ts';
import { requireCustomersTrial } from './trial-radio-check.ts';

/** What an ACSC call works on: the caller's account, its language, now, and the trial it names. */
export type AcscCase = {
  account: AccountAccess['account'];
  locale: Locale;
  now: Date;
  trial: TrialRadio;
};

/**
 * The opening of `offers/customer/acsc` and `quotes/acsc-quote`: the account the caller may act
 * on and the customer's trial on the named radio (requireCustomersTrial's refusals).
 */
export async function acscCaseOf(
  deps: TransferDeps,
  input: { access: AccountAccess; session: CareSession; trialRadioId: string },
): Promise<AcscCase> {
  const { account } = input.access;
  const now = deps.clock();
  const trial = await requireCustomersTrial(deps.db, {
    radioId: input.trialRadioId,
    account,
    session: input.session,
    now,
  });
  return { account, locale: account.language as Locale, now, trial };
}

/** The self-pay plan on `selfPayRadioId` that would move to the case's trial radio, and its statement. */
export async function movingPlanOf(deps: TransferDeps, acsc: AcscCase, selfPayRadioId: string) {
  const { account, now } = acsc;
  const subscription = await movablePlanOf(deps.db, account, selfPayRadioId, now);
  const statement = await planMoveStatementOf(deps.db, {
    account,
    subscription,
    toRadioId: acsc.trial.radio.radioId,
    locale: acsc.locale,
    now,
  });
  return { subscription, statement };
}
