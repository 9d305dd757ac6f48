import type {
  BalanceDue,
  BalancePayment,
  BillingHistoryQuery,
  BillingProfile,
  CreateBillingProfileRequest,
  CreatePaymentMethodRequest,
  GiftCardBalanceRedemption,
  Invoice,
  InvoiceList,
  NextBill,
  PayBalanceRequest,
  PaymentHistory,
  PaymentMethod,
  PaymentMethodHistoryQuery,
  UpdateBillingProfileRequest,
  UpdatePaymentMethodRequest,
} from '@orbit/domain';
import {
  balanceDue,
  nextBill,
  type PayBalanceOptions,
  payBalanceDue,
  redeemGiftCard,
} from './balance.ts';
import {
  createBillingProfile,
  defaultBillingProfile,
  getBillingProfile,
  updateBillingProfile,
} from './billing-profiles.ts';
import type { BillingClientDeps, BillingReadOptions } from './deps.ts';
import { getInvoice, listInvoices, paymentHistory, paymentMethodHistory } from './history.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  setDefaultPaymentMethod,
  updatePaymentMethod,
} from './payment-methods.ts';

export type { PayBalanceOptions } from './balance.ts';
export type { BillingClientDeps, BillingReadOptions } from './deps.ts';

/**
 * Billing of the signed-in caller's accounts (`billing/v1`, spec 001 §7): profiles, payment
 * methods, the balance due and paying it, the next bill, payment history, invoices, and
 * redeeming a registered gift card. Anonymous sessions 403; anyone else's profile, card,
 * invoice or gift card token 404 as if it did not exist.
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
  updatePaymentMethod(
    paymentMethodId: string,
    patch: UpdatePaymentMethodRequest,
  ): Promise<PaymentMethod>;
  deletePaymentMethod(paymentMethodId: string): Promise<void>;
  paymentMethodHistory(
    paymentMethodId: string,
    query?: PaymentMethodHistoryQuery,
    options?: BillingReadOptions,
  ): Promise<PaymentHistory>;
  balanceDue(options?: BillingReadOptions): Promise<BalanceDue>;
  payBalanceDue(request?: PayBalanceRequest, options?: PayBalanceOptions): Promise<BalancePayment>;
  nextBill(options?: BillingReadOptions): Promise<NextBill>;
  paymentHistory(query: BillingHistoryQuery, options?: BillingReadOptions): Promise<PaymentHistory>;
  listInvoices(query: BillingHistoryQuery, options?: BillingReadOptions): Promise<InvoiceList>;
  getInvoice(invoiceId: string, options?: BillingReadOptions): Promise<Invoice>;
  redeemGiftCard(giftCardTokenId: string): Promise<GiftCardBalanceRedemption>;
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
    updatePaymentMethod: (id, patch) => updatePaymentMethod(deps, id, patch),
    deletePaymentMethod: (id) => deletePaymentMethod(deps, id),
    paymentMethodHistory: (id, query, options) => paymentMethodHistory(deps, id, query, options),
    balanceDue: (options) => balanceDue(deps, options),
    payBalanceDue: (request, options) => payBalanceDue(deps, request, options),
    nextBill: (options) => nextBill(deps, options),
    paymentHistory: (query, options) => paymentHistory(deps, query, options),
    listInvoices: (query, options) => listInvoices(deps, query, options),
    getInvoice: (id, options) => getInvoice(deps, id, options),
    redeemGiftCard: (tokenId) => redeemGiftCard(deps, tokenId),
  };
}
