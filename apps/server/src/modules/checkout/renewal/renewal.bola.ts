/**
 * The renewal calls that name a radio, for the shared BOLA matrix: another signed-in customer
 * naming the victim's radio by its id must get 404 DEVICE_NOT_FOUND, as for a radio that does
 * not exist, with nothing of the radio said and nothing written or charged.
 */
export type RenewalBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { cardToken: string }) => unknown;
  headers?: () => Record<string, string>;
};

/** The victim's radio (orbitowner1's, in its trial). */
const VICTIM_RADIO = 'ORBT0004';
const RENEWAL = { planCode: 'US_SAT_RTC_3MO5_MO', renewalCode: 'CHOICE', radioId: VICTIM_RADIO };
const transactionKey = () => ({ 'idempotency-key': 'OAC-bola-renewal-0001' });
const houston = {
  streetAddress: '500 Main St',
  city: 'Houston',
  state: 'TX',
  postalCode: '77002',
  country: 'US',
};

export const RENEWAL_BOLA_ENDPOINTS: readonly RenewalBolaEndpoint[] = [
  {
    name: 'see which renewal choices the victim’s radio can take',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/renewal',
    body: () => ({ ...RENEWAL, streaming: false }),
  },
  {
    name: 'quote a renewal of the victim’s radio',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/renewal',
    body: () => ({ ...RENEWAL, choicePlanCode: 'US_SAT_AA_MO', serviceAddress: houston }),
  },
  {
    name: 'renew the victim’s radio',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/renewal',
    headers: transactionKey,
    body: (v) => ({
      ...RENEWAL,
      choicePlanCode: 'US_SAT_AA_MO',
      paymentInfo: {
        useCardOnFile: false,
        paymentType: 'creditCard',
        cardInfo: { cardToken: v.cardToken, nameOnCard: 'Mallory Thief' },
        transactionId: 'OAC-bola-renewal-0001',
      },
      serviceAddress: {
        ...houston,
        firstName: 'Mallory',
        lastName: 'Thief',
        phone: '7135550199',
        email: 'mallory@orbitradio.test',
      },
      languagePreference: 'en-US',
      agreementAccepted: true,
    }),
  },
];
