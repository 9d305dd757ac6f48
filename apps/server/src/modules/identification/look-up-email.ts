import {
  type CareCustomerEmailResult,
  type Country,
  DEFAULT_LOCALE_BY_COUNTRY,
  maskEmail,
  radioIdLastFour,
} from '@orbit/domain';
import { inArray } from 'drizzle-orm';
import { catalogPackages } from '../../db/schema/index.ts';
import { accountsWithEmail } from './account-store.ts';
import type { IdentificationDeps } from './identification-deps.ts';
import { limitLookup } from './lookup-throttles.ts';
import { subscriptionsOfAccounts } from './radio-store.ts';
import { isInTrial } from './subscription-state.ts';

export const EMAIL_LOOKUP_BUCKET = 'customer-email';

/**
 * `identity/customer/email` (flows §2.1 step 3b): what an email already has, so the streaming
 * checkout can say "we found your subscription" instead of selling a second one. Only masked
 * values leave: the email as j******@example.com, plan names, subscription ids and the last four
 * of a radio. Counted against the lookup budgets per address and per email (hashed), so it cannot
 * be used to sweep through addresses.
 */
export async function lookUpEmail(
  deps: IdentificationDeps,
  input: { email: string; country: Country; clientAddress: string },
): Promise<CareCustomerEmailResult> {
  const now = deps.clock();
  const email = input.email.trim().toLowerCase();
  await limitLookup(
    { db: deps.db, now, perAddressPerMinute: deps.config.identity.lookupsPerAddressPerMinute },
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
  for (const subscription of active) {
    const pack = packageOf(subscription.packageId);
    const common = {
      maskedEmail: maskedEmailOf(subscription.accountNumber),
      planName: pack?.names[locale] ?? subscription.packageId,
      subscriptionId: subscription.id,
    };
    if (isInTrial(subscription, now)) {
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
