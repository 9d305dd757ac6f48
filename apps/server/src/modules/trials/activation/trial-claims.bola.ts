/**
 * The account-scoped trial claims, for the shared BOLA matrix: another signed-in customer naming
 * the victim's account must be refused with the contract's 403 CLAIMING_WITH_UNAUTHORIZED_USER
 * (the same answer as for an account that does not exist), decided before the radio is read,
 * writing nothing.
 */
export type TrialClaimBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { accountNumber: string }) => unknown;
  headers: () => Record<string, string>;
  refusedWith: 403;
};

const transactionKey = () => ({ 'idempotency-key': 'OAC-bola-trial-claim-0001' });

export const TRIAL_CLAIM_BOLA_ENDPOINTS: readonly TrialClaimBolaEndpoint[] = [
  {
    name: 'claim a trial onto the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/trial-activation/add-subscription',
    headers: transactionKey,
    body: (v) => ({
      token: 'oet1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      planCode: 'US_SAT_AA_TRIAL_12MO',
      accountNumber: v.accountNumber,
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId: 'OAC-bola-trial-claim-0001',
    }),
    refusedWith: 403,
  },
  {
    name: 'start a streaming trial on the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/trial-activation/add-subscription',
    headers: transactionKey,
    body: (v) => ({
      plans: [{ planCode: 'US_STREAM_ESS_RTD_3MOFREE' }],
      accountNumber: v.accountNumber,
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId: 'OAC-bola-trial-claim-0001',
    }),
    refusedWith: 403,
  },
  {
    name: 'move a trial onto the victim’s account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/trial-activation/account-consolidate',
    headers: transactionKey,
    body: (v) => ({
      token: 'oet1.e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      accountNumber: v.accountNumber,
      transactionId: 'OAC-bola-trial-claim-0001',
    }),
    refusedWith: 403,
  },
];
