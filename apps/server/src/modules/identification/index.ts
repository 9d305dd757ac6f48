/**
 * What other modules use of identification: the subscriber accounts, radios and subscriptions it
 * looks up (and their state), deviceRefs, entry links and tokens, lookup throttles, the names of
 * subscribed packages, and its routes.
 */

export { isZipOfAccount } from './account-details.ts';
export { accountsOwnedBy, accountsWithEmail, findSubscription } from './account-store.ts';
export { handlesOf } from './account-view-store.ts';
export { type AcscEntry, enterByAcscToken } from './acsc-entry.ts';
export { deviceAnswerOf, vehicleOf } from './device-answer.ts';
export { type DeviceQuery, deviceQueryOf, subjectOf } from './device-query.ts';
export { DEVICE_REF_TTL_SECONDS, issueDeviceRef, resolveDeviceRef } from './device-ref.ts';
export {
  ACSC_TRANSFER_PATH,
  DEMO_REDEEMED_UPGRADE_LINK_ID,
  ENTRY_LINK_DEFAULT_DAYS,
  type EntryLinkRequest,
  INFO_COLLECTION_PATH,
  MINTABLE_ENTRY_TOKEN_TYPES,
  type MintableEntryTokenType,
  mintEntryLink,
  PROSPECT_CHECKOUT_PATH,
  STREAMING_TARGETED_PATH,
  TARGETED_CHECKOUT_PATH,
  TRIAL_ACTIVATION_PAGES,
} from './entry-link.ts';
export {
  type EntryTokenClaims,
  readEntryToken,
  signEntryToken,
  type TrialTokenClaims,
  type TrialTokenType,
} from './entry-token.ts';
export { FLEPZ_BUCKET, findFlepzAccounts } from './look-up-flepz.ts';
export { lookupBudgetOf } from './lookup-budget.ts';
export { limitLookup } from './lookup-throttles.ts';
export { maskedAccountOf } from './masked-account.ts';
export { packageNamesOf } from './package-names.ts';
export {
  defaultPaymentMethodOf,
  defaultPaymentMethodsOfJson,
  findAccount,
  findRadio,
  findRadioById,
  ownersDefaultPaymentMethodsSql,
  radiosOfAccount,
  radioWithHistory,
  radioWithHistoryOfJson,
  radioWithHistorySql,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
  subscriptionsOfRadio,
  subscriptionsOfStreamingIdentity,
  subscriptionsWithPhasesOfJson,
  withPhases,
} from './radio-store.ts';
export { rememberIdentification } from './remember-identification.ts';
export { registerIdentificationCapability } from './routes.ts';
export {
  currentPhaseOf,
  isActivePaid,
  isInTrial,
  radioStatusOf,
} from './subscription-state.ts';
export { enterByVipToken, lookUpVipAccount, type VipEntry } from './vip-entry.ts';
