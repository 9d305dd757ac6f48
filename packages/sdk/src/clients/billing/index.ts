import type {
  BillingProfile,
  CreateBillingProfileRequest,
  CreatePaymentMethodRequest,
  PaymentMethod,
  UpdateBillingProfileRequest,
} from '@orbit/domain';
import {
  createBillingProfile,
  defaultBillingProfile,
  getBillingProfile,
  updateBillingProfile,
} from './billing-profiles.ts';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';
import {
  createPaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
} from './payment-methods.ts';

export type { BillingClientDeps, BillingReadOptions } from './deps.ts';

/**
 * Billing profiles and payment methods (`billing/v1`, spec 001 §7) of the signed-in caller's
 * accounts; anonymous sessions 403, anyone else's profile or card 404 as if it did not exist.
 */
export interface BillingClient {
  createBillingProfile(request: CreateBillingProfileRequest): Promise<BillingProfile>;
  getBillingProfile(
    billingProfileId: string,
    options?: BillingReadOptions,
  ): Promise<BillingProfile>;
  updateBillingProfile(
    billingProfileId: string,
    patch: UpdateBillingProfileRequest,
  ): Promise<BillingProfile>;
  defaultBillingProfile(options?: BillingReadOptions): Promise<BillingProfile>;
  listPaymentMethods(options?: BillingReadOptions): Promise<PaymentMethod[]>;
  createPaymentMethod(request: CreatePaymentMethodRequest): Promise<PaymentMethod>;
  getPaymentMethod(paymentMethodId: string, options?: BillingReadOptions): Promise<PaymentMethod>;
  setDefaultPaymentMethod(paymentMethodId: string): Promise<PaymentMethod>;
}

export function createBillingClient(deps: BillingClientDeps): BillingClient {
  return {
    createBillingProfile: (request) => createBillingProfile(deps, request),
    getBillingProfile: (id, options) => getBillingProfile(deps, id, options),
    updateBillingProfile: (id, patch) => updateBillingProfile(deps, id, patch),
    defaultBillingProfile: (options) => defaultBillingProfile(deps, options),
    listPaymentMethods: (options) => listPaymentMethods(deps, options),
    createPaymentMethod: (request) => createPaymentMethod(deps, request),
    getPaymentMethod: (id, options) => getPaymentMethod(deps, id, options),
    setDefaultPaymentMethod: (id) => setDefaultPaymentMethod(deps, id),
  };
}
