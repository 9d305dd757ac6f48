import type { Money } from '@orbit/domain';
import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { trackFieldUserErrors } from '../../../shared/analytics/user-errors.ts';

/** The make-payment flow's name in `pageInfo` (flows §7.2, use case MAKE_PAYMENT). */
export const MAKE_PAYMENT_FLOW = 'makePayment';
/** The account dashboard's billing section (flows §7.1, use case ACCOUNT_DASHBOARD). */
export const ACCOUNT_BILLING_FLOW = 'accountBilling';

/** Amounts in the data layer read as the tag manager expects them: "10.99". */
function decimal(amount: Money): string {
  return (amount.amountMinor / 100).toFixed(2);
}

/**
 * A billing screen came on screen. Account pages are left out of automatic page tracking
 * (spec 000 §2), so they report themselves: `pageInfo` and a `page-loaded` event.
 */
export function trackBillingScreen(
  dataLayer: DataLayer,
  flowName: string,
  componentName: string,
): void {
  trackPageLoaded(dataLayer, { flowName, componentName });
}

/**
 * Client-side validation failures are user errors (spec 000 §5): one record per field, named
 * by screen and field, with the field's error code. Values are never recorded.
 */
export function trackUserErrors(
  dataLayer: DataLayer,
  componentName: string,
  errors: Readonly<Record<string, string | undefined>>,
): void {
  trackFieldUserErrors(dataLayer, { step: componentName }, errors);
}

/** A payment went through: the attempt's id and method, and the `payment-successful` event. */
export function trackPaymentSuccess(
  dataLayer: DataLayer,
  payment: {
    transactionId: string;
    amount: Money;
    paymentMethod: string;
    reactivatedCount: number;
  },
): void {
  dataLayer.update('customerInfo', {
    transactionId: payment.transactionId,
    transactionType: 'payment',
    paymentMethod: payment.paymentMethod,
  });
  dataLayer.push('payment-successful', {
    customerInfo: { transactionId: payment.transactionId, paymentMethod: payment.paymentMethod },
    payment: {
      amount: decimal(payment.amount),
      currency: payment.amount.currency,
      reactivatedSubscriptions: payment.reactivatedCount,
    },
  });
}

/** A payment was refused (the error itself is tracked by the failure report). */
export function trackPaymentFailure(
  dataLayer: DataLayer,
  payment: { transactionId: string; code: string; paymentMethod: string },
): void {
  dataLayer.push('payment-failed', {
    customerInfo: { transactionId: payment.transactionId, paymentMethod: payment.paymentMethod },
    errorCode: payment.code,
  });
}
