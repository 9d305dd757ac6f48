import { useEffect } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { trackAccountPage } from '../account-analytics.ts';
import { useGuardedAccount } from '../guard/guarded-account.ts';
import { BillingSummary } from './billing-summary.tsx';
import { DeviceList } from './device-list.tsx';
import { NextBestActionList, useNextBestActions } from './next-best-actions.tsx';
import { SubscriptionList } from './subscription-list.tsx';

/** The "my account" dashboard (flows §7.1): billing, suggestions, subscriptions, radios. */
export function DashboardView() {
  const { dataLayer } = useAppServices();
  const { account, canManage } = useGuardedAccount();
  const actions = useNextBestActions();
  useEffect(() => trackAccountPage(dataLayer, 'dashboard'), [dataLayer]);
  return (
    <>
      <BillingSummary account={account} canManage={canManage} />
      <NextBestActionList actions={actions} canManage={canManage} />
      <SubscriptionList subscriptions={account.subscriptions} devices={account.devices} />
      <DeviceList devices={account.devices} subscriptions={account.subscriptions} />
    </>
  );
}
