import {
  type CareCaptchaFields,
  type CareCustomerEmailResult,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  maskEmail,
  radioIdLastFour,
} from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import { catalogPackages, type SubscriberAccountRow } from '../../db/schema/index.ts';
import type { CareSession } from '../../platform/care-session/session-service.ts';
import { accountsWithEmail } from './account-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { lookupBudgetOf } from './lookup-budget.ts';
import { limitLookup } from './lookup-throttles.ts';
import { type SubscriptionWithPhases, subscriptionsOfAccounts } from './radio-store.ts';
import { rememberIdentification } from './remember-identification.ts';
import { isInTrial } from './subscription-state.ts';

export const EMAIL_LOOKUP_BUCKET = 'customer-email';

/**
 * The account whose trials the email found, remembered on the care session (method EMAIL, not
 * verified), so that "Subscribe" on one of them can prove last name, phone and zip against it
 * (`authenticate/verify-pii-data`) and then follow the trial (`purchase/change-subscription`).
 * Knowing an email proves nothing: nothing of the account opens before that proof. Trials on
 * several accounts of one email name no single account to verify, so none is recorded.
 */
async function rememberTrialAccount(
  deps: IdentificationDeps,
  input: {
    session: CareSession;
    accounts: readonly SubscriberAccountRow[];
    trials: readonly SubscriptionWithPhases[];
    now: Date;
  },
): Promise<void> {
  const numbers = new Set(input.trials.map((trial) => trial.accountNumber));
  const [only] = numbers;
  const account = input.accounts.find((candidate) => candidate.accountNumber === only);
  if (numbers.size !== 1 || !account) return;
  const radioIds = new Set(input.trials.map((trial) => trial.radioId));
  const [radioId] = radioIds;
  await rememberIdentification(deps.db, {
    session: input.session,
    account,
    method: 'EMAIL',
    radioId: radioIds.size === 1 ? (radioId ?? null) : null,
    now: input.now,
    proven: false,
  });
}

/**
 * `identity/customer/email` (flows §2.1 step 3b): what an email already has, so the streaming
 * checkout can say "we found your subscription" instead of selling a second one. Only masked
 * values leave: the email as j******@example.com, plan names, subscription ids and the last four
 * of a radio. Counted against the lookup budgets per address and per email (hashed), so it cannot
 * be used to sweep through addresses. Trials found identify their account on the care session
 * (see rememberTrialAccount).
 */
export async function lookUpEmail(
  deps: IdentificationDeps,
  input: {
    email: string;
    /** The request's proof, once the email's lookups ask for a human check. */
    captcha: CareCaptchaFields;
    country: Country;
    clientAddress: string;
    session: CareSession;
  },
): Promise<CareCustomerEmailResult> {
  const now = deps.clock();
  const email = input.email.trim().toLowerCase();
  await limitLookup(
    lookupBudgetOf(deps, now, input.captcha),
    EMAIL_LOOKUP_BUCKET,
    input.clientAddress,
    email,
  );
  const accounts = (await accountsWithEmail(deps.db, email)).filter(
    (account) => account.country === input.country,
  );
  const active = (
    await subscriptionsOfAccounts(
      deps.db,
      accounts.map((account) => account.accountNumber),
    )
  ).filter((subscription) => subscription.status === 'Active');
  if (active.length === 0) return { streamingSubscriptions: [], trialSubscriptions: [] };

  const packageIds = [...new Set(active.map((subscription) => subscription.packageId))];
  const packages = await deps.db
    .select()
    .from(catalogPackages)
    .where(inArray(catalogPackages.id, packageIds));
  const locale = DEFAULT_LOCALE_BY_COUNTRY[input.country];
  const packageOf = (id: string) => packages.find((row) => row.id === id);
  const maskedEmailOf = (accountNumber: string) =>
    maskEmail(accounts.find((account) => account.accountNumber === accountNumber)?.email ?? email);

  const result: CareCustomerEmailResult = { streamingSubscriptions: [], trialSubscriptions: [] };
  const trials = active.filter((subscription) => isInTrial(subscription, now));
  await rememberTrialAccount(deps, { session: input.session, accounts, trials, now });
  for (const subscription of active) {
    const pack = packageOf(subscription.packageId);
    const common = {
      maskedEmail: maskedEmailOf(subscription.accountNumber),
      planName: pack?.names[locale] ?? subscription.packageId,
      subscriptionId: subscription.id,
    };
    if (trials.includes(subscription)) {
      result.trialSubscriptions.push({
        ...common,
        radioIdLastFour: subscription.radioId ? radioIdLastFour(subscription.radioId) : null,
      });
    } else if (subscription.serviceType === 'streaming' || pack?.streamingAvailable) {
      result.streamingSubscriptions.push(common);
    }
  }
  return result;
}
