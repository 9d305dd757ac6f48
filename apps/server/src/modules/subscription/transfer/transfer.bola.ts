/**
 * Transfer and swap's account-scoped calls (ADR 068), for the shared BOLA matrix: another
 * signed-in customer naming the victim's radio (its trial radio ORBT0004) or the victim's order
 * as a quote must get 404 as for a radio or quote that does not exist, see nothing of the
 * victim's and change nothing. `account/acsc` with the victim's radio answers 200
 * NO_TRIAL_RADIO_ID, the same as for a radio with no trial: its own test shows it.
 */
export type TransferBolaEndpoint = {
  name: string;
  surface: 'care';
  method: 'POST';
  url: () => string;
  body: (victim: { orderId: string }) => unknown;
  headers?: () => Record<string, string>;
};

const VICTIM_RADIO = 'ORBT0004';
/** A radio that never had service (the transfer demo's spare): well formed, not the point. */
const SPARE_RADIO = 'ORBH0169';
const KEY = 'OAC-bola-transfer-0001';
const payment = { transactionId: KEY };

export const TRANSFER_BOLA_ENDPOINTS: readonly TransferBolaEndpoint[] = [
  {
    name: 'follow-on offers of the victim’s trial radio',
    surface: 'care',
    method: 'POST',
    url: () => '/services/offers/customer/acsc',
    body: () => ({ trialRadioId: VICTIM_RADIO, accountConsolidation: true }),
  },
  {
    name: 'quote consolidating the victim’s trial radio into one’s own account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/acsc-quote',
    body: () => ({
      transactionType: 'ACCOUNT_CONSOLIDATION',
      trialRadioId: VICTIM_RADIO,
      followOnPlanCodes: [],
      paymentType: 'invoice',
    }),
  },
  {
    name: 'quote continuity onto the victim’s trial radio (the legacy name)',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/continuous-service-quote',
    body: () => ({ selfPayRadioId: SPARE_RADIO, trialRadioId: VICTIM_RADIO }),
  },
  {
    name: 'consolidate the victim’s trial radio into one’s own account',
    surface: 'care',
    method: 'POST',
    url: () => '/services/trial-activation/acsc-consolidate',
    headers: () => ({ 'idempotency-key': KEY }),
    body: () => ({ trialRadioId: VICTIM_RADIO, paymentInfo: payment }),
  },
  {
    name: 'quote swapping the victim’s radio for another',
    surface: 'care',
    method: 'POST',
    url: () => '/services/quotes/swap-radio-quote',
    body: () => ({ selfPayRadioId: VICTIM_RADIO, newRadioId: SPARE_RADIO }),
  },
  {
    name: 'swap the victim’s radio with the victim’s order as the quote',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/swap-radio',
    headers: () => ({ 'idempotency-key': KEY }),
    body: (victim) => ({
      oldRadioId: VICTIM_RADIO,
      newRadioId: SPARE_RADIO,
      quoteId: victim.orderId,
      paymentInfo: payment,
    }),
  },
  {
    name: 'move the victim’s plan onto a trial radio with the victim’s order as the quote',
    surface: 'care',
    method: 'POST',
    url: () => '/services/purchase/service-continuity',
    headers: () => ({ 'idempotency-key': KEY }),
    body: (victim) => ({
      transactionType: 'SERVICE_CONTINUITY',
      trialRadioId: SPARE_RADIO,
      selfPayRadioId: VICTIM_RADIO,
      quoteId: victim.orderId,
      paymentInfo: payment,
    }),
  },
];
