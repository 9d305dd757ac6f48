import {
  type CreatePaymentMethodRequest,
  type PaymentMethod,
  paymentMethodListSchema,
  paymentMethodSchema,
  type UpdatePaymentMethodRequest,
} from '@orbit/domain';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';

/** The caller's cards: brand, last 4, expiry, whether default. */
export async function listPaymentMethods(
  deps: BillingClientDeps,
  options: BillingReadOptions = {},
): Promise<PaymentMethod[]> {
  const list = await deps.caller.call(
    'billing',
    'listPaymentMethods',
    options,
    paymentMethodListSchema,
  );
  return list.paymentMethods;
}

/**
 * Keeps a card by the gateway's token (`ctok_…`, from the card tokenizer; the number never comes
 * here). A token unknown, expired or already kept: 400 CARD_TOKEN_INVALID. The first card of a
 * profile becomes its default.
 */
export function createPaymentMethod(
  deps: BillingClientDeps,
  request: CreatePaymentMethodRequest,
): Promise<PaymentMethod> {
  return deps.caller.call('billing', 'createPaymentMethod', { body: request }, paymentMethodSchema);
}

/** PAYMENT_METHOD_NOT_FOUND (404) for anyone else's card as for an unknown id. */
export function getPaymentMethod(
  deps: BillingClientDeps,
  paymentMethodId: string,
  options: BillingReadOptions = {},
): Promise<PaymentMethod> {
  return deps.caller.call(
    'billing',
    'getPaymentMethod',
    { pathParams: { paymentMethodId }, ...options },
    paymentMethodSchema,
  );
}

/** Makes a card its profile's default; an expired card: 400 NO_CARD_ON_ACCOUNT. */
export function setDefaultPaymentMethod(
  deps: BillingClientDeps,
  paymentMethodId: string,
): Promise<PaymentMethod> {
  return deps.caller.call(
    'billing',
    'setDefaultPaymentMethod',
    { pathParams: { paymentMethodId } },
    paymentMethodSchema,
  );
}

/** The name on a card, or a reissued card's new expiry (a past one: 400 EXPIRED on expiryDate). */
export function updatePaymentMethod(
  deps: BillingClientDeps,
  paymentMethodId: string,
  patch: UpdatePaymentMethodRequest,
): Promise<PaymentMethod> {
  return deps.caller.call(
    'billing',
    'updatePaymentMethod',
    { pathParams: { paymentMethodId }, body: patch },
    paymentMethodSchema,
  );
}

/**
 * Removes a card. LAST_PAYMENT_METHOD (409) for the only usable card of an account with an
 * active subscription; removing the default makes the newest other usable card the default.
 */
export function deletePaymentMethod(
  deps: BillingClientDeps,
  paymentMethodId: string,
): Promise<void> {
  return deps.caller.send('billing', 'deletePaymentMethod', { pathParams: { paymentMethodId } });
}
