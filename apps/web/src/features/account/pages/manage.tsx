import { Navigate, Route, Routes } from 'react-router';
import { OnDemandStep, usePreloadedSteps } from '../../../shared/loading/step-on-demand.tsx';
import { AccountProviders } from '../account-providers.tsx';
import { AccountArea } from '../area/account-area.tsx';
import { accountInfoTab, billingTab } from '../area/tabs-on-demand.ts';
import { DashboardView } from '../dashboard/dashboard-view.tsx';
import { AccountGuard } from '../guard/account-guard.tsx';
import { MANAGE_PATH } from '../guard/account-links.ts';

/** Fetched once the first tab is on screen: the next one opened shows at once. */
const OTHER_TABS = [billingTab, accountInfoTab];

/**
 * Route module of `accountManage` (`account/manage/*`, flows §7.1): the dashboard, billing and
 * account information, as child routes of this module behind one account guard.
 */
export function Component() {
  usePreloadedSteps(OTHER_TABS);
  return (
    <AccountProviders>
      <AccountGuard>
        <Routes>
          <Route
            index
            element={
              <AccountArea section="dashboard">
                <DashboardView />
              </AccountArea>
            }
          />
          <Route
            path="billing"
            element={
              <AccountArea section="billing">
                <OnDemandStep step={billingTab} />
              </AccountArea>
            }
          />
          <Route
            path="account-info"
            element={
              <AccountArea section="accountInfo">
                <OnDemandStep step={accountInfoTab} />
              </AccountArea>
            }
          />
          <Route path="*" element={<Navigate to={MANAGE_PATH} replace />} />
        </Routes>
      </AccountGuard>
    </AccountProviders>
  );
}
