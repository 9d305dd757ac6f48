import type { AccountCalls as CareAccountCalls } from '@orbit/sdk';
import type { AccountCalls } from './account-calls.ts';

/** The account calls on the app's care requester (the SDK's account and account-mgmt calls). */
export function careAccountCalls(care: CareAccountCalls): AccountCalls {
  return {
    loadAccount: (request, options) => care.getAccount(request, options),
    loadNextBestActions: (options) => care.getNextBestActions({}, options),
    updateNickname: (input, options) => care.updateNickname(input, options),
    removeDevice: (input, options) => care.removeDevice(input, options),
    updateCustomerInfo: (input, options) => care.updateCustomerInfo(input, options),
    updateBillingInfo: (input, options) => care.updateBillingInfo(input, options),
    updateStreamingLogin: (input, options) => care.updateStreamingLogin(input, options),
    validateAddress: (input, options) => care.validateAddress(input, options),
    contactPreferences: ({ update, ...read }, options) =>
      update
        ? care.updateContactPreferences({ ...read, update }, options)
        : care.getContactPreferences(read, options),
  };
}
