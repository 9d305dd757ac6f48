/**
 * The zero-cost activation for the shared BOLA matrix: it names a radio only by a deviceRef of
 * the caller's own care session, so the victim's device id passed as one is 404
 * DEVICE_NOT_FOUND, read before anything is counted or written.
 */
export type PromotionBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  headers: () => Record<string, string>;
  body: (victim: { deviceId: string }) => unknown;
};

export const PROMOTION_BOLA_ENDPOINTS: readonly PromotionBolaEndpoint[] = [
  {
    name: 'activate the victim’s radio on a zero-cost promo code',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/zero-cost',
    headers: () => ({ 'idempotency-key': 'OAC-bola-zero-cost-0001' }),
    body: (v) => ({
      marketingPromoCode: 'RADIOFREE3',
      deviceRef: v.deviceId,
      customer: {
        firstName: 'Mallory',
        lastName: 'Thief',
        email: 'mallory@orbitradio.test',
        phone: '6125550199',
        serviceAddress: {
          streetAddress: '1 Main St',
          city: 'Minneapolis',
          state: 'MN',
          postalCode: '55401',
        },
      },
      password: 'Satellite-Harbor-42',
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId: 'OAC-bola-zero-cost-0001',
    }),
  },
];
