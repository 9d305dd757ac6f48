import type { DataLayer } from '../../../../shared/analytics/data-layer.ts';
import type { SatelliteCheckoutState } from './checkout-store.ts';
import { SATELLITE_STEPS, type SatelliteFlow, type SatelliteStepName } from './satellite-flows.ts';

/**
 * A step came on screen: `pageInfo` names the flow, the step's component and its AUTHENTICATE /
 * CHECKOUT label, and a `page-loaded` event goes out (checkout pages are left out of automatic
 * page tracking, so they report themselves). The use case rides in `meta`.
 */
export function trackSatelliteStep(
  dataLayer: DataLayer,
  flow: SatelliteFlow,
  step: SatelliteStepName,
): void {
  const info = SATELLITE_STEPS[step];
  const pageInfo = {
    flowName: flow.flowName,
    componentName: info.componentName,
    pageLabel: info.label,
  };
  dataLayer.update('meta', { useCase: flow.useCase });
  dataLayer.update('pageInfo', pageInfo);
  dataLayer.push('page-loaded', { pageInfo });
}

/**
 * The attempt being paid: its transaction id (new after a card failure), what kind of order it is
 * (a subscription added to a radio) and how it is paid (a card brand, or the card on file).
 */
export function trackSatelliteCustomer(
  dataLayer: DataLayer,
  state: Pick<SatelliteCheckoutState, 'transactionId'>,
  details: { language: string; paymentMethod: string },
): void {
  dataLayer.update('customerInfo', {
    transactionId: state.transactionId,
    transactionType: 'ADD_SUBSCRIPTION',
    language: details.language,
    paymentMethod: details.paymentMethod,
  });
}
