/**
 * The failures of transfer and swap (issue 17, ADR 068). Spread into PRODUCT_ERRORS. The codes
 * every purchase answers (PAYMENT_IN_PROGRESS, IDEMPOTENCY_KEY_REUSED, ORDER_NOT_FOUND,
 * ORDER_EXPIRED), DEVICE_NOT_FOUND (no radio has the new radio id), SUBSCRIPTION_NOT_FOUND and
 * SUBSCRIPTION_CHANGED (the subscription moved or changed since its quote) are checkout's and
 * the subscription's.
 */
const conflict = (propKey: string, description: string) =>
  ({ status: 409, propKey, type: 'BUSINESS', description }) as const;

export const TRANSFER_ERRORS = {
  /** The self-pay subscription cannot move: a trial, streaming, not active, or nothing paid. */
  SUBSCRIPTION_NOT_TRANSFERABLE: conflict(
    'error.code.transfer.subscription.not.transferable',
    'This subscription cannot be moved to another radio online.',
  ),
  /** The trial radio has no running trial this customer may bring into their account. */
  TRIAL_RADIO_NOT_ELIGIBLE: conflict(
    'error.code.transfer.trial.radio.not.eligible',
    'This radio has no trial that can join your account.',
  ),
  /** The replacement radio already has service (a plan or a trial, on any account). */
  NEW_RADIO_IN_USE: conflict(
    'error.code.transfer.new.radio.in.use',
    'This radio already has service: choose a radio without a subscription.',
  ),
  /** The replacement radio cannot take the plan: the same radio, a demo unit, data-only. */
  NEW_RADIO_NOT_ELIGIBLE: conflict(
    'error.code.transfer.new.radio.not.eligible',
    'This radio cannot take your subscription.',
  ),
} as const;
export type TransferErrorCode = keyof typeof TRANSFER_ERRORS;

/**
 * The field errors of the transfer calls: the refusal's own code on the radio it is about
 * (`trialRadioId`, `selfPayRadioId`, `newRadioId`), so the page puts it under that field.
 */
export type TransferFieldErrorCode = TransferErrorCode | 'DEVICE_NOT_FOUND';
