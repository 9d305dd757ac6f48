/**
 * The legacy device calls for the shared BOLA matrix (ADR 081): another signed-in customer
 * naming the victim's subscription to link a TV to it, or to read its car's OEM record, gets
 * 404 as for one that does not exist; nothing of the victim's is shown or changed.
 */
export type LegacyDeviceBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { subscriptionId: string }) => unknown;
};

export const LEGACY_DEVICE_BOLA_ENDPOINTS: readonly LegacyDeviceBolaEndpoint[] = [
  {
    name: 'link a TV by code to the victim’s subscription (purchase/link-device)',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/link-device',
    body: (v) => ({ subscriptionId: v.subscriptionId, activationCode: 'BCDF-GHJK' }),
  },
  {
    name: 'read the car of the victim’s subscription (account/oem)',
    surface: 'care',
    method: 'POST',
    url: () => '/services/account/oem',
    body: (v) => ({ subscriptionId: v.subscriptionId }),
  },
];
