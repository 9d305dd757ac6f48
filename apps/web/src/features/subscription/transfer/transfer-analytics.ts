import type { DataLayer } from '../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';

/** The use case of every transfer page (flows §8.1). */
const FLOW_NAME = 'AC_SC';

/**
 * A transfer page came on screen: `transfer` is left out of automatic page tracking (spec 000
 * §2), so each page reports itself.
 */
export function trackTransferPage(dataLayer: DataLayer, componentName: string): void {
  trackPageLoaded(dataLayer, { flowName: FLOW_NAME, componentName });
}

/**
 * The failures spec 000 §8 tracks for this flow, by the call that failed: the ACSC token, the
 * ACSC account read, service continuity (and portability, and a swap), account consolidation.
 */
export type TransferFailure =
  | 'account token failure'
  | 'acsc account failure'
  | 'service continuity failure'
  | 'account consolidation failure';

export function trackTransferFailed(
  dataLayer: DataLayer,
  failure: TransferFailure,
  code: string,
): void {
  dataLayer.push('transfer-failure', { errorInfo: [{ errorName: failure, errorCode: code }] });
}

/** The customer's choice: which transaction the quote is for (SC, SP, consolidation, swap). */
export function trackTransferTransaction(dataLayer: DataLayer, transactionType: string): void {
  dataLayer.update('customerInfo', { transactionType });
}
