/**
 * The account-scoped multi-radio calls, for the shared BOLA matrix: another signed-in customer
 * naming the victim's radio (its device id, or any reference not issued to their own session)
 * must get 404 as for a radio that does not exist, see nothing of the victim's and change or
 * charge nothing. The radios call names nothing: it answers the caller's own account (its own
 * test shows a victim's radio never appears there).
 */
export type MultiRadioBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { deviceId: string; cardToken: string }) => unknown;
  headers?: () => Record<string, string>;
};

const radiosOf = (victim: { deviceId: string }) => [
  { deviceRef: victim.deviceId, planCode: 'US_SAT_AA_MO' },
];

export const MULTI_RADIO_BOLA_ENDPOINTS: readonly MultiRadioBolaEndpoint[] = [
  {
    name: 'quote a multi-radio order on the victim’s radio',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/multi-subscription',
    body: (victim) => ({ radios: radiosOf(victim) }),
  },
  {
    name: 'order plans for the victim’s radio in a multi-radio order',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/multi-subscription',
    headers: () => ({ 'idempotency-key': 'OAC-bola-multi-0001' }),
    body: (victim) => ({
      radios: radiosOf(victim),
      paymentInfo: {
        useCardOnFile: false,
        paymentType: 'creditCard',
        cardInfo: { cardToken: victim.cardToken, nameOnCard: 'Mallory Thief' },
        transactionId: 'OAC-bola-multi-0001',
      },
      languagePreference: 'en-US',
      agreementAccepted: true,
    }),
  },
];
