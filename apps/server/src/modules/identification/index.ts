/** What other modules use of identification (purchase/add-subscription, offers/customer). */

export { accountsOwnedBy, accountsWithEmail, findSubscription } from './account-store.ts';
export { DEVICE_REF_TTL_SECONDS, issueDeviceRef, resolveDeviceRef } from './device-ref.ts';
export {
  findAccount,
  findRadioById,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
  subscriptionsOfRadio,
  subscriptionsOfStreamingIdentity,
} from './radio-store.ts';
export {
  currentPhaseOf,
  isActivePaid,
  isInTrial,
  radioStatusOf,
} from './subscription-state.ts';
