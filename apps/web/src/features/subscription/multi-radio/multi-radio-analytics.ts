import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';

const FLOW_NAME = 'multi-radio';

/**
 * The order opened (this path is left out of the automatic page tracking: the flow pushes its
 * own, as the other checkouts do): its transaction type and how many radios the account has.
 */
export function trackMultiRadioStarted(dataLayer: DataLayer, radioCount: number): void {
  dataLayer.update('customerInfo', { transactionType: 'MULTI_SUBSCRIPTION' });
  dataLayer.update('planInfo', { radioCount });
}

/** A step opened, or thanks. */
export function trackMultiRadioStep(dataLayer: DataLayer, componentName: string): void {
  trackPageLoaded(dataLayer, { flowName: FLOW_NAME, componentName });
}

/** The order was refused (a radio's reason, a card…). */
export function trackMultiRadioFailed(dataLayer: DataLayer, code: string): void {
  dataLayer.push('multi-radio-failure', {
    errorInfo: [{ errorName: 'multi-radio failure', errorCode: code }],
  });
}
