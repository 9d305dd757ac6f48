import { Navigate, Route, Routes } from 'react-router';
import { AccountInfoView } from '../account-info/account-info-view.tsx';
import { AccountArea } from '../area/account-area.tsx';
import { BillingPanel } from '../area/billing-panel.tsx';
import { DashboardView } from '../dashboard/dashboard-view.tsx';
import { AccountGuard } from '../guard/account-guard.tsx';
import { MANAGE_PATH } from '../guard/account-links.ts';

/**
 * Route module of `accountManage` (`account/manage/*`, flows §7.1): the dashboard, billing and
 * account information, as child routes of this module behind one account guard.
 */
export function Component() {
  return (
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
              <BillingPanel />
            </AccountArea>
          }
        />
        <Route
          path="account-info"
          element={
            <AccountArea section="accountInfo">
              <AccountInfoView />
            </AccountArea>
          }
        />
        <Route path="*" element={<Navigate to={MANAGE_PATH} replace />} />
      </Routes>
    </AccountGuard>
  );
}
