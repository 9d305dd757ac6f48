import type { BillingStatus, CareAccount, FieldErrorCode } from '@orbit/domain';
import type { DataLayer } from '../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../shared/analytics/page-loaded.ts';
import { trackFieldUserErrors } from '../../shared/analytics/user-errors.ts';

/** The account area's use case (flows §0) and flow name, as its pages report them. */
export const ACCOUNT_FLOW = { useCase: 'ACCOUNT_DASHBOARD', flowName: 'accountdashboard' } as const;

/** One word for where the account's bills stand, as analytics segments customers. */
export function billingStanding(status: BillingStatus): 'pastDue' | 'balanceDue' | 'paidUp' {
  if (status.isPastDue) return 'pastDue';
  return status.amountDue.amountMinor > 0 ? 'balanceDue' : 'paidUp';
}

/**
 * The account as it loaded (spec 000 §3): who is looking (signed in, or identified), the account
 * number and billing standing in `customerInfo`, and the `account` section (its subscriptions,
 * radios with nothing running, service and billing states). No contact details are recorded.
 */
export function trackAccountView(dataLayer: DataLayer, account: CareAccount): void {
  dataLayer.setAuthenticationStatus(
    account.access === 'owner' ? 'Authenticated users' : 'Identified users',
  );
  dataLayer.update('customerInfo', {
    accountNumber: account.accountNumber,
    billingStatus: billingStanding(account.billingStatus),
  });
  const running = new Set(
    account.subscriptions.filter((s) => s.status !== 'Closed').map((s) => s.id),
  );
  dataLayer.update('account', {
    subscriptions: account.subscriptions.map((subscription) => ({
      id: subscription.id,
      planCode: subscription.planCode,
      serviceType: subscription.serviceType,
      status: subscription.status,
      phase: subscription.phase,
    })),
    closedDevices: account.devices
      .filter((device) => !device.subscriptionId || !running.has(device.subscriptionId))
      .map((device) => ({ id: device.id, type: device.type, last4: device.radioIdLastFour })),
    serviceAddressState: account.serviceAddress?.state ?? '',
    billingAddressState: (account.billingAddress ?? account.serviceAddress)?.state ?? '',
  });
}

/** An account page came on screen (account pages are left out of automatic page tracking). */
export function trackAccountPage(dataLayer: DataLayer, componentName: string): void {
  dataLayer.update('meta', { useCase: ACCOUNT_FLOW.useCase });
  trackPageLoaded(dataLayer, { flowName: ACCOUNT_FLOW.flowName, componentName });
}

/**
 * Client-side validation failures are user errors (spec 000 §5): one record per field, named by
 * form and field, with the rule's code. What was typed is never recorded.
 */
export function trackAccountUserErrors(
  dataLayer: DataLayer,
  form: string,
  errors: Readonly<Record<string, FieldErrorCode | string | undefined>>,
): void {
  trackFieldUserErrors(dataLayer, { form }, errors);
}
