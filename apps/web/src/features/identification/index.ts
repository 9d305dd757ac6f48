/** What other features use of identification: the find-your-radio lookup. */
export { type LookupOutcome, lookUpDevice } from './find-your-radio/device-lookup.ts';
export { FindYourRadio, type FindYourRadioProps } from './find-your-radio/find-your-radio.tsx';
export {
  type IdentificationMethod,
  type IdentifiedRadio,
  identifiedRadioOf,
} from './find-your-radio/identified-radio.ts';
export { trackIdentified, trackLookupFailed } from './find-your-radio/lookup-analytics.ts';
export { checkLookupRadioId, type LookupTab } from './find-your-radio/lookup-rules.ts';
export { IdentificationMessages } from './identification-messages.tsx';
