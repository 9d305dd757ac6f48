export { conversionConsentFor, recordConversionConsent } from './consent-store.ts';
