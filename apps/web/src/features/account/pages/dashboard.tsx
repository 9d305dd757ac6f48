import { AccountProviders } from '../account-providers.tsx';
import { AccountArea } from '../area/account-area.tsx';
import { DashboardView } from '../dashboard/dashboard-view.tsx';
import { AccountGuard } from '../guard/account-guard.tsx';

/** Route module of `accountDashboard` (`account`): "my account", the same as its manage page. */
export function Component() {
  return (
    <AccountProviders>
      <AccountGuard>
        <AccountArea section="dashboard">
          <DashboardView />
        </AccountArea>
      </AccountGuard>
    </AccountProviders>
  );
}
