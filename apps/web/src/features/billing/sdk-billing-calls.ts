import { accountCalls, billingCalls, createBillingClient, createCardTokenizer } from '@orbit/sdk';
import type { AppServices } from '../../shared/services/app-services.tsx';
import { careCallsFor } from '../../shared/services/care-calls.ts';
import { orbitSessionFor } from '../../shared/services/orbit-sdk.ts';
import { tokenizerUrlOf } from '../checkout/index.ts';
import type { BillingCalls } from './billing-calls.ts';

/**
 * The billing calls on the app's SDK: the care calls for the account's bills and payments, the
 * service API's billing client for saved cards (it needs the SDK's signed-in session, so the
 * SDK is started first), and the gateway's tokenizer named by the static config.
 */
export function sdkBillingCalls(services: AppServices): BillingCalls {
  const { sdk, config, careRequester } = services;
  const careAccount = careCallsFor(careRequester, accountCalls);
  const care = careCallsFor(careRequester, billingCalls);
  const billing = createBillingClient(sdk);
  const tokenizer = createCardTokenizer({ url: tokenizerUrlOf(config), fetch: sdk.runtime.fetch });
  const started = async () => {
    await orbitSessionFor(sdk).ensureStarted();
    return billing;
  };
  return {
    loadAccount: (request, options) => careAccount.getAccount(request, options),
    loadReactivationQuote: (request, options) => care.getReactivationQuote(request, options),
    loadActivity: async (request, options) =>
      (await care.getBillingActivity(request, options)).items,
    loadInvoice: (invoiceId, options) => care.getBillingInvoice({ invoiceId }, options),
    makePayment: (request, options) => care.makePayment(request, options),
    updatePaymentInfo: (request, options) => care.updatePaymentInfo(request, options),
    updateEbill: (request, options) => care.updateEbillEnrollment(request, options),
    giftCardInfo: (card, options) => care.getGiftCardInfo(card, options),
    redeemGiftCard: (card, options) => care.redeemGiftCard(card, options),
    listPaymentMethods: async () => (await started()).listPaymentMethods(),
    addPaymentMethod: async (request) => (await started()).createPaymentMethod(request),
    setDefaultPaymentMethod: async (id) => (await started()).setDefaultPaymentMethod(id),
    removePaymentMethod: async (id) => (await started()).deletePaymentMethod(id),
    tokenizeCard: (card) => tokenizer.tokenizeCard(card),
  };
}
