/** The browser event the fraud and payment tag listens to for each new payment attempt. */
export const NEW_PAYMENT_TRANSACTION_EVENT = 'NewPaymentTransactionEvent';

/** A payment attempt's id, `OAC-<uuid>`: sent as `paymentInfo.transactionId`. */
export { newAccountTransactionId as newPaymentTransactionId } from '../../../shared/platform/account-transaction-id.ts';

/** Tells the page's tags about a new attempt: the event's `detail` is the id itself. */
export function announceTransactionId(target: EventTarget, transactionId: string): void {
  target.dispatchEvent(new CustomEvent(NEW_PAYMENT_TRANSACTION_EVENT, { detail: transactionId }));
}
