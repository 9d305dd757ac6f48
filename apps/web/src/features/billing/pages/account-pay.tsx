import { AccountGuard } from '../../account/index.ts';
import { BillingProviders } from '../billing-providers.tsx';
import { AccountPayPage } from '../pay/account-pay-page.tsx';

/**
 * Route module of `accountPay`: `/account/pay` and its update-only screen (flows §7.2), behind
 * the account area's guard (sign-in on 401, the account lookup on 403). The guard and the billing
 * screens read through the app's one cache, so a payment refreshes the account everywhere.
 */
export function Component() {
  return (
    <AccountGuard>
      <BillingProviders>
        <AccountPayPage />
      </BillingProviders>
    </AccountGuard>
  );
}
