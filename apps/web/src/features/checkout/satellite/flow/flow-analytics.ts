import type { DataLayer } from '../../../../shared/analytics/data-layer.ts';
import { trackPageLoaded } from '../../../../shared/analytics/page-loaded.ts';
import type { IdentifiedRadio } from '../../../identification/index.ts';
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
  dataLayer.update('meta', { useCase: flow.useCase });
  trackPageLoaded(dataLayer, {
    flowName: flow.flowName,
    componentName: info.componentName,
    pageLabel: info.label,
  });
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

/**
 * The signed-in owner chose one of their radios (device-select): they are authenticated, not
 * merely identified, and the radio goes to `deviceInfo` as a lookup reports it (never its id).
 */
export function trackAccountRadioChosen(dataLayer: DataLayer, radio: IdentifiedRadio): void {
  const deviceInfo = {
    status: radio.status,
    type: radio.deviceType,
    vehicleInfo: radio.vehicle ?? {},
  };
  dataLayer.update('customerInfo', { authenticationType: radio.authenticationType });
  dataLayer.setAuthenticationStatus('Authenticated users');
  dataLayer.update('deviceInfo', deviceInfo);
  dataLayer.push('device-selected', { deviceInfo });
}
