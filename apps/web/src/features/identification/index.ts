/**
 * What other features use of identification: the find-your-radio lookup (and its Radio Info and
 * Car Info forms on their own, which onboarding's find-your-account puts under its tabs), the RFLZ form
 * ("Check your eligibility") the trial pages send to the used-car eligibility check, and the
 * Radio Info lookup, LPZ verification and their messages that identity's verify-your-account
 * page (credential recovery), the streaming checkout's trial follow-up and the change and cancel
 * links' verification reuse (`useLpzVerification`); the link entry (a targeted link's token or
 * radio id, identified on arrival) that targeted cancel and change plan read; the lookup tabs,
 * Your Info and Radio Info forms, human check and problems that the renewal's find-your-account
 * card limits to those two tabs.
 */
export {
  trackAccountLookupFailed,
  trackIdentifiedBy,
} from './account-lookup/account-analytics.ts';
export {
  type LookupProblem,
  lookupFailureOf,
  runAccountLookup,
} from './account-lookup/account-lookup-calls.ts';
export { enterFromUrl } from './account-lookup/enter-from-url.ts';
export { FlepzForm, flepzRequestOf } from './account-lookup/flepz-form.tsx';
export { linkEntryQuery } from './account-lookup/link-entry-query.ts';
export { LookupProblemAlert } from './account-lookup/lookup-problem.tsx';
export { LpzForm, type LpzRefusal } from './account-lookup/lpz-form.tsx';
export { accountLookupCatalog } from './account-lookup/messages/index.ts';
export { RadioAccountForm } from './account-lookup/radio-account-form.tsx';
export { type UrlEntry, urlEntryOf } from './account-lookup/url-entry.ts';
export {
  type AccountFinder,
  type FinderView,
  useAccountFinder,
} from './account-lookup/use-account-finder.ts';
export {
  type LpzVerification,
  useLpzVerification,
} from './account-lookup/use-lpz-verification.ts';
export { type VerifyOutcome, verifyAccount } from './account-lookup/verify-account.ts';
export { CarInfoForm } from './find-your-radio/car-info-form.tsx';
export { type LookupOutcome, lookUpDevice } from './find-your-radio/device-lookup.ts';
export { FindYourRadio, type FindYourRadioProps } from './find-your-radio/find-your-radio.tsx';
export {
  type IdentificationMethod,
  type IdentifiedRadio,
  identifiedRadioOf,
} from './find-your-radio/identified-radio.ts';
export { trackIdentified, trackLookupFailed } from './find-your-radio/lookup-analytics.ts';
export type { LookupFormProps } from './find-your-radio/lookup-form.ts';
export { LookupHumanCheck } from './find-your-radio/lookup-human-check.tsx';
export {
  type CarMethod,
  checkLookupRadioId,
  type LookupCheck,
  type LookupErrors,
  type LookupTab,
} from './find-your-radio/lookup-rules.ts';
export { LookupTabs } from './find-your-radio/lookup-tabs.tsx';
export { RadioInfoForm } from './find-your-radio/radio-info-form.tsx';
export { identificationCatalog } from './messages/index.ts';
export { RflzForm, type RflzFormProps } from './rflz/rflz-form.tsx';
